/**
 * Finds references to documents that do not resolve: markdown links (`[text](docs/x.md#heading)`)
 * and paths cited in code comments (`docs/product.md#limits`). A path must name a file in the
 * repository; an anchor must be the slug of one of that file's headings, as GitHub makes it.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface BrokenReference {
  file: string;
  line: number;
  reference: string;
  problem: string;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

const markdownLink = /\[[^\]\n]*\]\(([^)\s]+)\)/g;
/** A document cited in code or prose: `docs/product.md#limits`, `README.md`, `architecture.md`. */
const citedDocument = /(?<![\w/.-])((?:[\w.-]+\/)*[\w.-]+\.md)(#[\w-]+)?/g;

export interface ReferenceScan {
  /** Every file in the repository: what a reference may name. */
  files: readonly string[];
  /** The files whose references are checked; all of them when omitted. */
  scan?: readonly string[];
  read?: (file: string) => string;
}

export function findBrokenReferences(root: string, o: ReferenceScan): BrokenReference[] {
  const { files, scan = files } = o;
  const read = o.read ?? ((file: string) => fs.readFileSync(path.join(root, file), 'utf8'));
  const slugCache = new Map<string, Set<string>>();
  const slugsOf = (file: string) => {
    let slugs = slugCache.get(file);
    if (!slugs) slugCache.set(file, (slugs = headingSlugs(read(file))));
    return slugs;
  };
  const known = new Set(files);
  const folders = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const exists = (candidate: string) => known.has(candidate) || folders.has(candidate);
  const broken: BrokenReference[] = [];

  for (const file of scan) {
    const text = read(file);
    const isMarkdown = file.endsWith('.md');
    text.split('\n').forEach((line, index) => {
      const report = (reference: string, problem: string) =>
        broken.push({ file, line: index + 1, reference, problem });
      const check = (target: string, anchor: string | undefined, candidates: string[]) => {
        const found = candidates.find(exists);
        if (!found) return report(target + (anchor ?? ''), 'no such file in the repository');
        if (anchor && found.endsWith('.md') && !slugsOf(found).has(anchor.slice(1))) {
          report(target + anchor, `no heading "${anchor.slice(1)}" in ${found}`);
        }
      };
      const links = new Set<number>();
      if (isMarkdown) {
        for (const match of line.matchAll(markdownLink)) {
          links.add(match.index ?? 0);
          const href = match[1] ?? '';
          if (/^[a-z][a-z+.-]*:/i.test(href)) continue;
          const [target = '', fragment] = href.split('#');
          const anchor = fragment === undefined ? undefined : `#${fragment}`;
          const resolved = target
            ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target))
            : file;
          check(href.split('#')[0] || file, anchor, [resolved.replace(/\/$/, '')]);
        }
        if (links.size > 0) return;
      }
      for (const match of line.matchAll(citedDocument)) {
        const [, target = '', anchor] = match;
        // Part of a web address, not a file here.
        if (/[a-z]+:\/\/\S*$/i.test(line.slice(0, match.index))) continue;
        const fromHere = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        check(target, anchor, [target, fromHere]);
      }
    });
  }
  return broken;
}
