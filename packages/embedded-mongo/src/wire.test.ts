import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMongoServer, type RunningMongoServer } from './index';
import { RawWireClient } from './testing/raw-wire';

// Frame-level behaviour is the embedded server's own contract, so these run against it only.
describe('wire protocol', () => {
  let server: RunningMongoServer;
  let client: RawWireClient;

  beforeAll(async () => {
    server = await startMongoServer();
    client = await RawWireClient.connect(server.port);
  });
  afterAll(async () => {
    client.close();
    await server.stop();
  });

  it('answers the legacy OP_QUERY isMaster handshake with an OP_REPLY', async () => {
    const { opCode, doc } = await client.opQuery('admin', { isMaster: 1, helloOk: true });
    expect(opCode).toBe(1);
    expect(doc).toMatchObject({ ismaster: true, helloOk: true, maxWireVersion: 21, ok: 1 });
    expect(doc.setName).toBeUndefined();
  });

  it('merges OP_MSG document sequences into the command', async () => {
    const reply = await client.opMsg(
      { insert: 'seq', $db: 'wire' },
      { documents: [{ _id: 1 }, { _id: 2 }, { _id: 3 }] },
    );
    expect(reply).toMatchObject({ n: 3, ok: 1 });
  });

  it('accepts an OP_MSG carrying a checksum', async () => {
    const reply = await client.opMsg({ ping: 1, $db: 'admin' }, {}, 1);
    expect(reply).toEqual({ ok: 1 });
  });

  it('sends no reply to a moreToCome (w:0) write but applies it', async () => {
    client.opMsg(
      { insert: 'quiet', documents: [{ _id: 'a' }], writeConcern: { w: 0 }, $db: 'wire' },
      {},
      2,
    );
    const count = await client.opMsg({ count: 'quiet', $db: 'wire' });
    expect(count).toMatchObject({ n: 1, ok: 1 });
  });

  it('answers an unknown command with code 59 naming it', async () => {
    const reply = await client.opMsg({ frobnicate: 1, $db: 'admin' });
    expect(reply).toEqual({
      ok: 0,
      errmsg: "no such command: 'frobnicate'",
      code: 59,
      codeName: 'CommandNotFound',
    });
  });

  it('refuses transactions as a standalone mongod does', async () => {
    const reply = await client.opMsg({
      find: 'seq',
      txnNumber: 1,
      startTransaction: true,
      autocommit: false,
      $db: 'wire',
    });
    expect(reply).toMatchObject({
      ok: 0,
      code: 20,
      codeName: 'IllegalOperation',
      errmsg: 'Transaction numbers are only allowed on a replica set member or mongos',
    });
  });
});
