/** The port of the YouTube stand-in beside `npm start`; test runs add their TEST_PORT_OFFSET. */
export const YOUTUBE_STAND_IN_PORT = 9399;

export interface VideoSourceOptions {
  port: number;
  /** Whether a real YOUTUBE_API_KEY in the shell may be used (`npm start`), or never (`npm test`). */
  useRealKey: boolean;
}

const usesRealKey = (options: VideoSourceOptions) => options.useRealKey && !!process.env.YOUTUBE_API_KEY;

export interface VideoSource {
  /** Added to the environment given to firebase-tools, which passes it on to the functions. */
  env: NodeJS.ProcessEnv;
  /** One line for the launcher's printout. */
  note: string;
  close(): Promise<void>;
}

/**
 * Where the local functions get their video classes. A real YOUTUBE_API_KEY in the shell (only
 * when `useRealKey` allows it) reaches the functions as it is and they call the real API;
 * otherwise the LOCAL STAND-IN (tools/youtube-stand-in) answers with sample items, so the pages
 * show their normal state without a Google key or internet.
 */
export async function prepareVideoSource(options: VideoSourceOptions): Promise<VideoSource> {
  if (usesRealKey(options)) {
    return {
      env: {},
      note: 'Video classes: the real YouTube Data API (YOUTUBE_API_KEY is set in your shell)',
      close: () => Promise.resolve(),
    };
  }
  const { startYouTubeStandIn } = await import('../../tools/youtube-stand-in/server.js');
  const standIn = await startYouTubeStandIn({ port: options.port });
  return {
    env: { YOUTUBE_API_BASE_URL: standIn.url, YOUTUBE_API_KEY: 'local-stand-in' },
    note: `Video classes: the LOCAL STAND-IN of the YouTube Data API (tools/youtube-stand-in) on ${standIn.url}`,
    close: () => standIn.close(),
  };
}

/** The stand-in's port, when it will be started: for the launchers' check of taken ports. */
export function videoStandInPorts(options: VideoSourceOptions): Record<string, number> {
  return usesRealKey(options) ? {} : { 'youtube stand-in': options.port };
}

/**
 * What the web build needs: the stand-in's test-mode IFrame Player API script (the course player's
 * videos), whose URL is known before the build since its port is fixed. With a real key nothing is
 * set, and the site loads YouTube's own script.
 */
export function videoWebEnv(options: VideoSourceOptions): NodeJS.ProcessEnv {
  return usesRealKey(options) ? {} : { VITE_YOUTUBE_IFRAME_API_URL: `http://127.0.0.1:${options.port}/iframe_api` };
}
