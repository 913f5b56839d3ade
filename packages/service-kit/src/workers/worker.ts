/**
 * Background work a service runs beside its HTTP server (polls, relays). `runService` starts
 * every worker once the server listens and, on shutdown, waits for `stop` after the server has
 * drained and before the database closes, so a worker never writes to a closed connection.
 */
export interface Worker {
  /** Named in logs. */
  name: string;
  start: () => void;
  /** Resolves once the worker's current round (if any) has finished; no round starts after. */
  stop: () => Promise<void>;
}

export function startWorkers(workers: readonly Worker[]): void {
  for (const worker of workers) worker.start();
}

export async function stopWorkers(workers: readonly Worker[]): Promise<void> {
  await Promise.all(workers.map((worker) => worker.stop()));
}
