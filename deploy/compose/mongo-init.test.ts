import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const script = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'mongo-init.js'),
  'utf8',
);

interface ShellState {
  initiated: boolean;
  users: string[];
  calls: string[];
}

/**
 * Runs the script in mongosh's place, against a stand-in for the few shell calls it makes: the
 * replica set's state and the admin database's users, recorded as it changes them.
 */
function runInShell(state: ShellState, env: Record<string, string> = { MONGO_APP_PASSWORD: 'a1' }) {
  const admin = {
    getUser: (name: string) => (state.users.includes(name) ? { user: name } : null),
    createUser: ({ user }: { user: string }) => {
      state.calls.push(`createUser ${user}`);
      state.users.push(user);
    },
    updateUser: (user: string) => state.calls.push(`updateUser ${user}`),
  };
  const context = {
    rs: {
      status: () => {
        if (!state.initiated)
          throw Object.assign(new Error('no config'), { codeName: 'NotYetInitialized' });
        return { ok: 1 };
      },
      initiate: (config: { members: { host: string }[] }) => {
        state.calls.push(`initiate ${config.members.map((m) => m.host).join(',')}`);
        state.initiated = true;
      },
    },
    db: { hello: () => ({ isWritablePrimary: state.initiated }), getSiblingDB: () => admin },
    sleep: () => undefined,
    print: () => undefined,
    process: { env },
  };
  vm.runInNewContext(script, context);
}

describe("docker compose's mongo-init", () => {
  it('initiates rs0 with the three members and creates the services user on a first run', () => {
    const state: ShellState = { initiated: false, users: [], calls: [] };
    runInShell(state);
    expect(state.calls).toEqual([
      'initiate mongo1:27017,mongo2:27017,mongo3:27017',
      'createUser cardbridge',
    ]);
  });

  it('changes nothing but the password on a later run', () => {
    const state: ShellState = { initiated: true, users: ['cardbridge'], calls: [] };
    runInShell(state);
    expect(state.calls).toEqual(['updateUser cardbridge']);
  });

  it('fails without the password, and on any other replica set error', () => {
    expect(() => runInShell({ initiated: true, users: [], calls: [] }, {})).toThrow(
      /MONGO_APP_PASSWORD/,
    );
    expect(() =>
      vm.runInNewContext(script, {
        rs: {
          status: () => {
            throw Object.assign(new Error('auth'), { codeName: 'Unauthorized' });
          },
        },
      }),
    ).toThrow(/auth/);
  });
});
