/**
 * Node flags the embedded server's process is started with (npm start, the benchmarks). It keeps
 * every document in memory, so its heap is large, and each collection of the young generation
 * also walks what the old one points at: a 64 MB young generation (V8's default is 16 MB) makes
 * those pauses a third as frequent. Measured with `bench:review-console` at 100,000 submissions:
 * 43 pauses and 592 ms while ten reviewers worked, against 14 and 196 ms.
 */
export const embeddedServerNodeFlags = ['--max-semi-space-size=64'] as const;
