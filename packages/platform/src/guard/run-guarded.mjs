// `node run-guarded.mjs <command> [args...]`: runs a program that cannot watch its parent itself
// (nginx) and stops it when the platform dies. The platform holds this process's stdin; when it
// closes, the program gets SIGTERM, then SIGKILL. SIGTERM and SIGINT are passed on, and this
// process exits as the program did, so the platform's supervisor sees the program's own exit.
import { spawn } from 'node:child_process';
import os from 'node:os';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });

const stopChild = (signal) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  setTimeout(() => child.kill('SIGKILL'), 5000).unref();
};
process.on('SIGTERM', () => stopChild('SIGTERM'));
process.on('SIGINT', () => stopChild('SIGTERM'));
process.stdin.once('end', () => stopChild('SIGTERM'));
process.stdin.once('close', () => stopChild('SIGTERM'));
process.stdin.resume();

child.once('error', (error) => {
  console.error(`cannot run ${command}: ${error.message}`);
  process.exit(127);
});
child.once('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
