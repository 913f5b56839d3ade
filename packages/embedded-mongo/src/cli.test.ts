import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

/** Starts the CLI and resolves with its URI once it prints `listening on <uri>`. */
function startCli(args: string[]): Promise<{ child: ChildProcess; uri: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (mongodb:\/\/\S+)/.exec(out);
      if (m) resolve({ child, uri: m[1]! });
    });
    child.once('exit', (code) => reject(new Error(`cli exited with ${code}: ${out}`)));
  });
}

const exitCode = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => child.once('exit', (code) => resolve(code)));

// The CLI is the embedded server's own entry point, so this always runs it, MONGODB_URI or not.
describe('cardbridge-mongo CLI', () => {
  let dbPath: string;

  beforeAll(async () => {
    dbPath = await mkdtemp(path.join(tmpdir(), 'em-cli-'));
  });
  afterAll(() => rm(dbPath, { recursive: true, force: true }));

  it('serves a durable store, stops cleanly on SIGTERM and keeps the data', async () => {
    const first = await startCli(['--port', '0', '--dbpath', dbPath]);
    expect(first.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/\?directConnection=true$/);
    let client = await MongoClient.connect(first.uri);
    await client.db('cli').collection('notes').insertOne({ text: 'kept' });
    await client.close();
    const stopped = exitCode(first.child);
    first.child.kill('SIGTERM');
    expect(await stopped).toBe(0);

    const second = await startCli(['--port', '0', '--dbpath', dbPath]);
    client = await MongoClient.connect(second.uri);
    const notes = await client
      .db('cli')
      .collection('notes')
      .find({}, { projection: { _id: 0 } })
      .toArray();
    expect(notes).toEqual([{ text: 'kept' }]);
    await client.close();
    const stoppedAgain = exitCode(second.child);
    second.child.kill('SIGINT');
    expect(await stoppedAgain).toBe(0);
  });

  it('runs in memory with --in-memory', async () => {
    const server = await startCli(['--port', '0', '--in-memory']);
    const client = await MongoClient.connect(server.uri);
    expect(await client.db('cli').command({ ping: 1 })).toMatchObject({ ok: 1 });
    await client.close();
    const stopped = exitCode(server.child);
    server.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  });
});
