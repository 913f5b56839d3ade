import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Runs a writer fixture (through tsx) that prints `ack <fields...>` for every acknowledged write,
 * and kill -9s it once `killAfter` acks were printed (or after `timeoutMs`). Answers the fields of
 * each ack in order. A writer that exits on its own fails the test: it must be killed mid-work.
 */
export function killAfterAcks(
  writer: string,
  args: string[],
  killAfter: number,
  timeoutMs = 30_000,
): Promise<string[][]> {
  const child = spawn(process.execPath, ['--import', 'tsx', writer, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const acks: string[][] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    createInterface({ input: child.stdout }).on('line', (line) => {
      const [word, ...fields] = line.split(' ');
      if (word !== 'ack') return;
      acks.push(fields);
      if (acks.length === killAfter) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') reject(new Error(`writer exited on its own (${code})`));
      else resolve(acks);
    });
  });
}
