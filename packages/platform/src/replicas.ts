import type { ServiceName } from '@cardbridge/topology';

/** How many instances of each service run; 1 where nothing says otherwise. */
export type ReplicaCounts = Record<ServiceName, number>;

/** A number of replicas, or one per service (missing ones take `default`, else 1). */
export type ReplicasOption = number | (Partial<ReplicaCounts> & { default?: number });

export function replicaCounts(
  names: readonly ServiceName[],
  option: ReplicasOption | undefined,
): ReplicaCounts {
  const wanted = typeof option === 'number' ? { default: option } : (option ?? {});
  return Object.fromEntries(
    names.map((name) => {
      const count = wanted[name] ?? wanted.default ?? 1;
      if (!Number.isInteger(count) || count < 1 || count > 9) {
        throw new Error(`${name} replicas must be a whole number from 1 to 9, got ${count}`);
      }
      return [name, count];
    }),
  ) as ReplicaCounts;
}

/**
 * `REPLICAS=2` for every service, `REPLICAS_SUBMISSIONS=3` for one (npm start's environment).
 * Answers a readable message for a value that is not a count.
 */
export function replicasFromEnv(
  names: readonly ServiceName[],
  env: NodeJS.ProcessEnv,
): ReplicasOption {
  const read = (key: string) => {
    const raw = env[key];
    if (raw === undefined || raw === '') return undefined;
    const count = Number(raw);
    if (!Number.isInteger(count) || count < 1 || count > 9) {
      throw new Error(`${key} must be a whole number from 1 to 9, got "${raw}"`);
    }
    return count;
  };
  const option: Partial<ReplicaCounts> & { default?: number } = {};
  const all = read('REPLICAS');
  if (all !== undefined) option.default = all;
  for (const name of names) {
    const one = read(`REPLICAS_${name.toUpperCase()}`);
    if (one !== undefined) option[name] = one;
  }
  return option;
}

/**
 * Replica `index` (1-based) of a service whose fixed port is `base`: 4002 → 4102, 4202, …
 * (successive hundreds, so replicas of neighbours never collide); the base port itself is the
 * service's internal balancer then.
 */
export const replicaPort = (base: number, index: number) => base + 100 * index;
