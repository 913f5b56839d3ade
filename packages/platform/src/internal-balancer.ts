import net from 'node:net';

export interface InternalBalancer {
  stop(): Promise<void>;
}

/**
 * What compose's service name or a Kubernetes Service is to the neighbours' calls, under npm
 * start: the service's own port (`<NAME>_URL`) spreads connections round-robin over its
 * replicas, and a replica that refuses the connection (it is down) is skipped for the next one,
 * before a byte of the request was sent. A connection in use when its replica dies is cut like
 * the replica's own would be; the caller's internal client answers 503 and its outbox retries.
 */
export async function startInternalBalancer(o: {
  port: number;
  backends: readonly number[];
}): Promise<InternalBalancer> {
  let next = 0;
  const sockets = new Set<net.Socket>();

  const connect = (client: net.Socket, tried: number) => {
    if (tried >= o.backends.length) {
      client.destroy();
      return;
    }
    const port = o.backends[next % o.backends.length]!;
    next += 1;
    const backend = net.connect({ port, host: '127.0.0.1' });
    sockets.add(backend);
    backend.once('close', () => sockets.delete(backend));
    // Until it connects, an error means this replica is down: try the next one.
    backend.once('error', () => connect(client, tried + 1));
    backend.once('connect', () => {
      backend.removeAllListeners('error');
      backend.on('error', () => client.destroy());
      backend.once('close', (hadError) => (hadError ? client.destroy() : client.end()));
      client.once('close', () => backend.destroy());
      client.pipe(backend);
      backend.pipe(client);
      client.resume();
    });
  };

  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    connect(client, 0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', () => resolve());
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
