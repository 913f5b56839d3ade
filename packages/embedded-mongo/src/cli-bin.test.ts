import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/cardbridge-mongo.mjs', import.meta.url));

// `npx cardbridge-mongo` runs this file directly (shebang), so the test execs it without tsx.
describe('cardbridge-mongo bin', () => {
  it('starts from its shebang, serves queries and exits 0 on SIGTERM', async () => {
    const child = spawn(bin, ['--port', '0', '--in-memory'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const uri = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /listening on (mongodb:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]!);
      });
      child.once('exit', (code) => reject(new Error(`bin exited with ${code}: ${out}`)));
    });
    const client = await MongoClient.connect(uri);
    await client.db('bin').collection('c').insertOne({ a: 1 });
    expect(await client.db('bin').collection('c').countDocuments({ a: 1 })).toBe(1);
    await client.close();
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
