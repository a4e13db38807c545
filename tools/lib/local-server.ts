import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens and returns the base URL a client can use (port 0 picks a free port). */
export async function listenLocally(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const address = server.address() as AddressInfo;
  // A wildcard address is not something a client can connect to.
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${urlHost}:${address.port}`;
}

/** For a stand-in's CLI: close it cleanly on Ctrl-C or a stop signal, then exit. */
export function closeOnSignal(close: () => Promise<void>): void {
  const stop = () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** `--name value` or `--name=value` from a CLI's arguments. */
export function cliOption(args: string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index < 0) return undefined;
  const arg = args[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

/** The `--port` option, checked, else the stand-in's usual port. */
export function cliPort(args: string[], fallback: number): number {
  const text = cliOption(args, '--port') ?? String(fallback);
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, got '${text}'`);
  return port;
}
