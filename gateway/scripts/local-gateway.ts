/**
 * `cardbridge-gateway '<options JSON>'` (this workspace's bin): the Node stand-in gateway as a
 * process of its own (packages/platform supervises it like nginx). Stops on SIGTERM.
 */
import { startLocalGateway, type LocalGatewayOptions } from '../src/index.js';

const json = process.argv[2];
if (!json) {
  console.error("usage: local-gateway.ts '<options JSON>'");
  process.exit(2);
}
const gateway = await startLocalGateway(JSON.parse(json) as LocalGatewayOptions);
console.log(`local gateway listening on ${gateway.url}`);
const stop = () => void gateway.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
