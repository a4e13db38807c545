/**
 * LOCAL STAND-IN, not product code: starts the YouTube Data API stand-in (see server.ts) on its own,
 * for example beside `npm run dev -w web` or to look at what it answers.
 *
 *   tsx tools/youtube-stand-in/cli.ts [--port 9399] [--host 127.0.0.1]
 */
import { startYouTubeStandIn } from './server.js';
import { cliOption, cliPort, closeOnSignal } from '../lib/local-server.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const port = cliPort(args, 9399);
  const standIn = await startYouTubeStandIn({ port, host: cliOption(args, '--host') ?? '127.0.0.1' });
  console.log(`YouTube stand-in (local stand-in for the YouTube Data API) listening on ${standIn.url}`);
  console.log(`  use it with YOUTUBE_API_BASE_URL=${standIn.url} YOUTUBE_API_KEY=local-stand-in`);

  closeOnSignal(() => standIn.close());
}

main().catch((err: unknown) => {
  console.error(`YouTube stand-in failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
