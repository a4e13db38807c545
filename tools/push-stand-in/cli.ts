/**
 * LOCAL STAND-IN, not product code: the push stand-in (see server.ts) from the command line.
 *
 *   tsx tools/push-stand-in/cli.ts [--port 9397] [--host 127.0.0.1]
 */
import { cliOption, cliPort, closeOnSignal } from '../lib/local-server.js';
import { startPushStandIn } from './server.js';

const standIn = await startPushStandIn({
  port: cliPort(process.argv.slice(2), 9397),
  host: cliOption(process.argv.slice(2), '--host') ?? '127.0.0.1',
});
console.log(`Push stand-in (LOCAL STAND-IN of a browser push service) listening on ${standIn.url}`);
console.log(`  functions: PUSH_STAND_IN_ORIGIN=${standIn.url}; what arrived: GET ${standIn.url}/messages`);
closeOnSignal(() => standIn.close());
