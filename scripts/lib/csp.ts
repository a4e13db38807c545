import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRELOAD_LOADER } from '../../web/build/route-preloads.js';
import { ROOT } from './paths.js';

/**
 * The site's Content-Security-Policy and other security headers, in one place.
 *
 * Production's are written into firebase.json's Hosting headers (Hosting reads nothing else); a
 * unit test (csp.test.ts) fails when firebase.json and this module, or index.html's inline
 * script, part. A local stack (`npm start`, `npm test`) serves a copy of firebase.json whose
 * policy also allows the local stand-ins it was built for (the Auth emulator, the Razorpay
 * stand-in's checkout), passed in from the build's own configuration: a production deploy never
 * allows them.
 *
 * What the site loads, and so all it allows:
 * - its own origin: the app, its chunks and the pdf.js worker, the API, /uploads pictures,
 *   Firebase Hosting's /__/firebase/init.json;
 * - the inline script of index.html (which starts the landing page's data early), by its hash;
 *   no other inline script, and no eval;
 * - Razorpay Checkout: checkout.js from checkout.razorpay.com, its frames from api.razorpay.com
 *   and checkout.razorpay.com, its calls to api.razorpay.com and lumberjack.razorpay.com;
 * - YouTube's no-cookie player (a frame, only once a visitor presses play) and its thumbnails; in the
 *   course player, YouTube's IFrame Player API: `/iframe_api`, which loads the player's widget
 *   script from `/s/player/<version>/...`, and no other script of www.youtube.com (its player
 *   frame is the no-cookie one; `/embed/` stays allowed should the API fall back to www);
 * - Firebase Auth's endpoints (identitytoolkit, securetoken), called by the Auth SDK;
 * - Google sign-in (only once a student presses "Continue with Google"): the Auth SDK loads Google's
 *   script loader `apis.google.com/js/api.js`, which loads its iframe module from
 *   `apis.google.com/_/scs/`, and frames the project's own auth handler
 *   (`https://<project>.firebaseapp.com/__/auth/iframe`). firebase.json is every project's, so it
 *   names no auth domain; `npm run deploy` writes the project's into the copy it deploys
 *   (`withAuthDomain`), and only that copy lets Google sign-in open;
 * - phone sign-in's invisible reCAPTCHA: its script from www.google.com/recaptcha/ and
 *   www.gstatic.com/recaptcha/, its frames from www.google.com/recaptcha/ and recaptcha.google.com;
 * - inline styles (sweetalert2, Swiper, React's style attributes and KaTeX's formula markup set
 *   them): style only; KaTeX's fonts come from the site's own /assets (font-src 'self').
 */

export interface LocalOrigins {
  /** The Auth emulator the local build signs in against, e.g. http://127.0.0.1:9099. */
  authEmulator: string;
  /** Where the local build loads Checkout from: the Razorpay stand-in, e.g. http://127.0.0.1:9398. */
  checkout?: string;
  /** Where the local build loads YouTube's IFrame Player API and player from: the YouTube stand-in. */
  youtube?: string;
}

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];
const RAZORPAY_CALLS = ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'];
const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com';
/**
 * The IFrame Player API for the course player's video lessons: the script the page adds, and the
 * widget script it loads (`https://www.youtube.com/s/player/<version>/www-widgetapi.vflset/www-widgetapi.js`).
 * A source with a path allows that file, or everything under a path ending in `/`, and nothing else of the host.
 */
const YOUTUBE_IFRAME_API_SCRIPTS = ['https://www.youtube.com/iframe_api', 'https://www.youtube.com/s/player/'];
/** The API frames the no-cookie player (its `host` option); www's own player only as its fallback. */
const YOUTUBE_IFRAME_API_FRAME = 'https://www.youtube.com/embed/';
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';
const FIREBASE_AUTH = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/** Firebase Auth's Google popup: gapi's loader, then the gapi.iframes module it fetches. */
const GOOGLE_SIGN_IN_SCRIPTS = ['https://apis.google.com/js/api.js', 'https://apis.google.com/_/scs/'];
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** `'sha256-...'` of every inline script a browser runs (no src, no data type) in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => scriptHash(match[1]!));
}

/** The inline scripts of the built site: index.html's own and the route preloader the build adds. */
export function siteScriptHashes(): string[] {
  return [...inlineScriptHashes(readFileSync(join(ROOT, 'web', 'index.html'), 'utf8')), scriptHash(PRELOAD_LOADER)];
}

/** The frame Firebase Auth opens on the project's auth domain (Hosting's `/__/firebase/init.json` names it). */
export const authHandlerSource = (project: string) => `https://${project}.firebaseapp.com/__/auth/`;

export interface PolicyOrigins {
  /** The Firebase project whose auth handler may be framed (a deploy's); none in firebase.json. */
  project?: string;
  local?: LocalOrigins;
}

export function contentSecurityPolicy(scriptHashes: readonly string[], { project, local }: PolicyOrigins = {}): string {
  const localCalls = local ? [local.authEmulator, ...(local.checkout ? [local.checkout] : [])] : [];
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...scriptHashes,
      RAZORPAY_SCRIPT,
      ...YOUTUBE_IFRAME_API_SCRIPTS,
      ...GOOGLE_SIGN_IN_SCRIPTS,
      ...RECAPTCHA_SCRIPTS,
      ...(local?.checkout ? [local.checkout] : []),
      ...(local?.youtube ? [local.youtube] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', YOUTUBE_THUMBNAILS],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...FIREBASE_AUTH, ...RAZORPAY_CALLS, ...localCalls],
    [
      'frame-src',
      ...RAZORPAY_FRAMES,
      YOUTUBE_PLAYER,
      YOUTUBE_IFRAME_API_FRAME,
      ...(project ? [authHandlerSource(project)] : []),
      ...RECAPTCHA_FRAMES,
      // The Auth emulator's own sign-in frame (its fake Google screen talks to the page through it).
      ...(local ? [local.authEmulator] : []),
      ...(local?.youtube ? [local.youtube] : []),
    ],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...RAZORPAY_FRAMES],
    ['frame-ancestors', "'none'"],
    // Locally the site is plain http: upgrading would break every call to the emulators.
    ...(local ? [] : [['upgrade-insecure-requests'] as [string]]),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The headers every Hosting response carries (the CSP added by the caller). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Payment is Razorpay's frame (Payment Request API); fullscreen and autoplay YouTube's.
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), usb=(), ' +
    'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com"), ' +
    'fullscreen=(self "https://www.youtube-nocookie.com" "https://www.youtube.com"), ' +
    'autoplay=(self "https://www.youtube-nocookie.com" "https://www.youtube.com")',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Frame-Options': 'DENY',
};

export interface HeaderRule {
  source?: string;
  regex?: string;
  headers: Array<{ key: string; value: string }>;
}

const withPolicy = (rules: readonly HeaderRule[], policy: string): HeaderRule[] =>
  rules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => (header.key === 'Content-Security-Policy' ? { ...header, value: policy } : header)),
  }));

/** A copy of Hosting's header rules whose policy allows `local`'s origins too. */
export function withLocalOrigins(rules: readonly HeaderRule[], local: LocalOrigins): HeaderRule[] {
  return withPolicy(rules, contentSecurityPolicy(siteScriptHashes(), { local }));
}

/** A copy of Hosting's header rules whose policy lets Google sign-in frame `project`'s own auth handler. */
export function withAuthDomain(rules: readonly HeaderRule[], project: string, scriptHashes = siteScriptHashes()): HeaderRule[] {
  return withPolicy(rules, contentSecurityPolicy(scriptHashes, { project }));
}
