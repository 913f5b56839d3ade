import { inSpan } from '../tracing/trace-context';
import type { Worker } from './worker';

export interface PeriodicWorkerOptions {
  name: string;
  /** One round of work; its errors are the round's business (log them there). */
  run: () => Promise<void>;
  /** Pause between the end of one round and the start of the next. */
  intervalMs: number;
}

export interface PeriodicWorker extends Worker {
  /** Runs a round now (or joins the one in progress), outside the schedule. */
  runNow: () => Promise<void>;
  /** Cuts the current pause short so the next round starts at once (new work arrived). */
  wake: () => void;
}

/**
 * Runs `run` again and again with a pause between rounds (never two rounds at once). The timer
 * is unref'd: a worker never keeps a process or a test run alive on its own.
 */
export function periodicWorker({ name, run, intervalMs }: PeriodicWorkerOptions): PeriodicWorker {
  let running = false;
  let round: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** Woken during a round: the next one starts as soon as it ends. */
  let again = false;

  const runNow = () => {
    round ??= inSpan(`worker ${name}`, run, { root: true })
      .catch(() => undefined)
      .finally(() => {
        round = undefined;
      });
    return round;
  };

  const schedule = (delay: number) => {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void runNow().then(() => {
        const next = again ? 0 : intervalMs;
        again = false;
        schedule(next);
      });
    }, delay);
    timer.unref();
  };

  return {
    name,
    runNow,
    start: () => {
      if (running) return;
      running = true;
      schedule(0);
    },
    wake: () => {
      if (!running) return;
      if (round) again = true;
      else schedule(0);
    },
    stop: async () => {
      running = false;
      clearTimeout(timer);
      await round;
    },
  };
}
