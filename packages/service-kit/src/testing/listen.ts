import { createServer } from 'node:http';
import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  close: () => Promise<void>;
}

/** Serves an app on a free port so tests call it over real HTTP with `fetch`. */
export async function listen(app: { callback: () => RequestListener }): Promise<Listening> {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
