import { describe, expect, it } from 'vitest';
import { replicaCounts, replicaPort, replicasFromEnv } from './replicas';

const names = ['identity', 'submissions', 'payments', 'chat'] as const;

describe('replicas', () => {
  it('reads REPLICAS for every service and REPLICAS_<NAME> for one', () => {
    const option = replicasFromEnv(names, { REPLICAS: '2', REPLICAS_SUBMISSIONS: '3' });
    expect(replicaCounts(names, option)).toEqual({
      identity: 2,
      submissions: 3,
      payments: 2,
      chat: 2,
    });
  });

  it('runs one instance of each service when nothing asks for more', () => {
    expect(replicaCounts(names, replicasFromEnv(names, {}))).toEqual({
      identity: 1,
      submissions: 1,
      payments: 1,
      chat: 1,
    });
  });

  it('refuses a count that is not a whole number from 1 to 9, naming the variable', () => {
    expect(() => replicasFromEnv(names, { REPLICAS_CHAT: 'two' })).toThrow(
      'REPLICAS_CHAT must be a whole number from 1 to 9, got "two"',
    );
    expect(() => replicasFromEnv(names, { REPLICAS: '0' })).toThrow(/REPLICAS must be/);
  });

  it("puts replicas on successive hundreds, clear of the neighbours' ports", () => {
    expect([1, 2, 3].map((i) => replicaPort(4002, i))).toEqual([4102, 4202, 4302]);
  });
});
