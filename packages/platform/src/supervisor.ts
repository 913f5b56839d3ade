import type { ManagedProcess } from './child-process.js';

export interface SupervisorOptions {
  name: string;
  /** Starts one run of the process. */
  spawn: () => ManagedProcess;
  /** Resolves once a run can take work (a port answers, /readyz is 200); rejects if it cannot. */
  ready: (proc: ManagedProcess) => Promise<void>;
  /** One line per event (exit, restart, give-up), for the platform's log. */
  log: (line: string) => void;
  /** First restart delay; it doubles per failed attempt up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A run that stayed up this long resets the delay to `initialDelayMs`. */
  stableAfterMs?: number;
  /**
   * Runs the start may take when one exits before it is ready (3): a service exits when its
   * database does not answer within a second, as a loaded machine starting everything at once
   * may leave it, and is started again, as docker compose's restart policy would.
   */
  startAttempts?: number;
}

export interface SupervisedProcess {
  name: string;
  /** The pid of the run that is up now. */
  readonly pid: number | undefined;
  /** How many times the process was restarted after an exit nobody asked for. */
  readonly restarts: number;
  /** Stops restarting, then stops the run that is up. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Keeps a process running: a first run must become ready (one that exits first is started again,
 * up to `startAttempts` runs; one that hangs, or the last, fails the start, loudly); after
 * that any exit nobody asked for is logged and followed by a new run after a backoff delay
 * (200 ms, doubling up to 5 s, back to 200 ms once a run has stayed up 30 s). This is `npm start`'s
 * stand-in for docker compose's restart policy.
 */
export async function supervise(o: SupervisorOptions): Promise<SupervisedProcess> {
  const initialDelayMs = o.initialDelayMs ?? 200;
  const maxDelayMs = o.maxDelayMs ?? 5000;
  const stableAfterMs = o.stableAfterMs ?? 30_000;
  let current = o.spawn();
  let stopping = false;
  let restarts = 0;
  let delay = initialDelayMs;
  let timer: NodeJS.Timeout | undefined;

  for (let attempt = 1; ; attempt += 1) {
    try {
      await o.ready(current);
      break;
    } catch (error) {
      const exited = current.child.exitCode !== null || current.child.signalCode !== null;
      await current.stop(1000);
      if (!exited || attempt >= (o.startAttempts ?? 3)) throw error;
      // The readiness check's message names the process and how it ended.
      o.log(`${(error as Error).message}; starting it again in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, maxDelayMs);
      current = o.spawn();
    }
  }
  delay = initialDelayMs;

  const watch = (proc: ManagedProcess, startedAt: number) => {
    void proc.exited.then(({ code, signal }) => {
      if (stopping || proc !== current) return;
      if (Date.now() - startedAt >= stableAfterMs) delay = initialDelayMs;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      o.log(`${o.name} exited (${how}); restarting in ${delay} ms`);
      schedule();
    });
  };

  const schedule = () => {
    const wait = delay;
    delay = Math.min(delay * 2, maxDelayMs);
    timer = setTimeout(() => void restart(), wait);
  };

  const restart = async () => {
    if (stopping) return;
    const proc = o.spawn();
    current = proc;
    restarts += 1;
    const startedAt = Date.now();
    watch(proc, startedAt);
    try {
      await o.ready(proc);
      if (!stopping) o.log(`${o.name} restarted (restart ${restarts}, pid ${proc.pid})`);
    } catch (error) {
      if (stopping || proc !== current) return;
      o.log(`${o.name} did not become ready: ${(error as Error).message}`);
      // Its exit (now or after this stop) schedules the next attempt.
      await proc.stop(1000);
    }
  };

  watch(current, Date.now());

  return {
    name: o.name,
    get pid() {
      return current.pid;
    },
    get restarts() {
      return restarts;
    },
    async stop(graceMs) {
      stopping = true;
      clearTimeout(timer);
      await current.stop(graceMs);
    },
  };
}
