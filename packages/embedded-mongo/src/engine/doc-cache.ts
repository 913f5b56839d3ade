/**
 * The parsed copies of spilled documents that were read lately, bounded by their BSON bytes: the
 * working set of large documents, like mongod's cache. Least recently used goes first.
 */
import type { Doc } from '../query/values';

/** Default bound: the working set of a few concurrent downloads of large files. */
export const DEFAULT_DOC_CACHE_BYTES = 32 * 1024 * 1024;

export class DocCache {
  /** Key -> entry, in least to most recently used order (a Map keeps insertion order). */
  private readonly entries = new Map<string, { doc: Doc; bytes: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes = DEFAULT_DOC_CACHE_BYTES) {}

  get(key: string): Doc | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.doc;
  }

  set(key: string, doc: Doc, bytes: number): void {
    this.delete(key);
    // A document larger than the whole cache is served but not kept.
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { doc, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
