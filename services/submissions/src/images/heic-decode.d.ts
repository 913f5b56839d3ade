// heic-decode ships no types: the part of its API the photo cleaner uses.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode: () => Promise<DecodedImage>;
  }
  interface Decode {
    (options: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
    /** Every image in the file, read up to their dimensions; pixels on `decode()`. */
    all: (options: { buffer: ArrayBufferLike | Uint8Array }) => Promise<HeifImage[]>;
  }
  const decode: Decode;
  export default decode;
}
