import { Writable } from 'node:stream';

export interface LogCapture {
  /** Pass as `createLogger({ destination })`. */
  destination: Writable;
  /** Every line written so far, raw, to check that a secret appears nowhere. */
  text: () => string;
  /** Every line written so far, parsed. */
  lines: () => Record<string, unknown>[];
}

/** Collects a logger's JSON lines in memory so tests can assert what would reach the log. */
export function captureLogs(): LogCapture {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { destination, text, lines };
}
