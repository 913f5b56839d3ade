import fs from 'node:fs';

/** Resident memory of a process, in bytes. */
export function residentBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
}

/** CPU time a process has used (user + system), in seconds. */
export function cpuSeconds(pid: number): number {
  // Fields after the command name (which may hold spaces) start at the closing parenthesis.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}
