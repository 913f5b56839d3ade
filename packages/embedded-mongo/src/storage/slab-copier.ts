/**
 * Packs many small byte arrays into shared slabs, so a store of a million documents costs a few
 * thousand allocations instead of a million. A slab lives as long as any value cut from it.
 */
const SLAB_BYTES = 256 * 1024;

export class SlabCopier {
  private slab = new Uint8Array(0);
  private used = 0;

  copy(src: Uint8Array): Uint8Array {
    // Large values get their own buffer so that deleting one frees it.
    if (src.byteLength > SLAB_BYTES / 8) return new Uint8Array(src);
    if (this.used + src.byteLength > this.slab.byteLength) {
      this.slab = new Uint8Array(SLAB_BYTES);
      this.used = 0;
    }
    const view = this.slab.subarray(this.used, this.used + src.byteLength);
    view.set(src);
    this.used += src.byteLength;
    return view;
  }
}
