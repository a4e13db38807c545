import { createServer } from 'node:net';

function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Names the taken ports, so a clash is one clear sentence instead of an emulator stack trace. */
export async function takenPorts(ports: Record<string, number>): Promise<string[]> {
  const checks = await Promise.all(
    Object.entries(ports).map(async ([name, port]) => ((await portIsFree(port)) ? undefined : `${port} (${name})`)),
  );
  return checks.filter((entry): entry is string => entry !== undefined);
}

export function portClashMessage(taken: string[]): string {
  return (
    `These ports are already in use: ${taken.join(', ')}. ` +
    'Is `npm start` (or another Firebase emulator) still running? Stop it first. ' +
    'On macOS, port 5000 is taken by AirPlay Receiver: turn it off in System Settings > General > AirDrop & Handoff.'
  );
}

/** Polls a URL until it answers 200; the hosting port opens before the function has loaded. */
export async function waitForHttpOk(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`Stopped waiting for ${url}: the emulators exited.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s (last: ${last}).`);
}
