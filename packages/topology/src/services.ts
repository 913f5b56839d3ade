/**
 * The four Koa services and the port each listens on. `npm start`, the gateway's nginx configs
 * (local and docker compose) and the compose file's test all read this list, so a service or a
 * port changes here and nowhere else (docs/architecture.md#topology).
 */
export const services = [
  { name: 'identity', port: 4001 },
  { name: 'submissions', port: 4002 },
  { name: 'payments', port: 4003 },
  { name: 'chat', port: 4004 },
] as const;

export type ServiceName = (typeof services)[number]['name'];

/** In start order: identity first, the others verify sessions with its published key. */
export const serviceNames: readonly ServiceName[] = services.map((s) => s.name);

export const servicePorts = Object.fromEntries(services.map((s) => [s.name, s.port])) as Readonly<
  Record<ServiceName, number>
>;

/** The npm workspace (package name) that builds and runs a service. */
export const serviceWorkspace = (name: ServiceName) => `@cardbridge/${name}` as const;

/** The command (the workspace's `bin`) that runs a built service; `npm start` starts it by name. */
export const serviceBin = (name: ServiceName) => `cardbridge-${name}` as const;

/** The embedded MongoDB-compatible server's port under `npm start` (tests take a free one). */
export const databasePort = 27018;
