import { parseArgs } from 'node:util';
import { startMongoServer } from './index';

/** `cardbridge-mongo [--port 27018] [--host 127.0.0.1] [--dbpath DIR | --in-memory] [--no-fsync]` */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '27018' },
    host: { type: 'string', default: '127.0.0.1' },
    dbpath: { type: 'string' },
    'in-memory': { type: 'boolean', default: false },
    'no-fsync': { type: 'boolean', default: false },
  },
  strict: true,
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid --port: ${values.port}`);
  process.exit(2);
}
if (!values.dbpath && !values['in-memory']) {
  console.error('give --dbpath DIR or --in-memory');
  process.exit(2);
}

const server = await startMongoServer({
  port,
  host: values.host,
  dbPath: values.dbpath,
  inMemory: values['in-memory'],
  fsync: !values['no-fsync'],
}).catch((err: unknown) => {
  // A locked data directory or a taken port is an operator error: say so without a stack trace.
  console.error(`cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
console.log(`listening on ${server.uri}`);

let stopping = false;
const shutdown = (): void => {
  if (stopping) return;
  stopping = true;
  server.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error('error while stopping:', err);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
