import net from 'node:net';

/** Asks the kernel for an unused loopback port (bind to 0, read it, release it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections on the loopback port now. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Fails loudly when something already holds the port, so a second `npm start` does not print a
 * URL whose traffic reaches the first one's processes.
 */
export async function assertPortFree(port: number, what: string): Promise<void> {
  const bindable = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
  if (!bindable || (await isListening(port))) {
    throw new Error(
      `Port ${port} (${what}) is already in use: is Cardbridge (or another program) already ` +
        'running? Stop it, or choose another port (PORT for the gateway).',
    );
  }
}

/** Resolves once the port accepts connections; rejects if the process exits first or time runs out. */
export async function waitForProcessPort(
  proc: { name: string; child: { exitCode: number | null; signalCode: string | null } },
  port: number,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { exitCode, signalCode } = proc.child;
    if (exitCode !== null || signalCode !== null) {
      throw new Error(
        `${proc.name} exited (${exitCode ?? signalCode}) before it listened on port ${port}`,
      );
    }
    if (await isListening(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${proc.name} did not listen on port ${port} within ${timeoutMs} ms`);
}
