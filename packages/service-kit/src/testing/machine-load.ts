import { availableParallelism, loadavg } from 'node:os';

/**
 * What a benchmark ran beside, printed with its figures: latencies on a shared machine are only
 * comparable at a similar load (`uptime`'s one-minute average against the cores there are).
 */
export const machineLoad = () =>
  `machine: ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} (1 min)`;
