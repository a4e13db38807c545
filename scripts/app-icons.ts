/**
 * `npm run icons`: draws the home-screen icons of the web app manifest (web/vite.config.ts) from the
 * site's flask mark (web/public/favicon.svg) with sharp, into web/public/icons/. The PNGs are
 * committed: they change only when the mark does, so a build needs no image work.
 *
 *   icon-192.png, icon-512.png  the mark as it is (rounded square), purpose "any"
 *   maskable-512.png            full-bleed background, the flask inside the central safe zone
 *                               (Android crops it to a circle or squircle), purpose "maskable"
 *   apple-touch-icon.png        180 px, full bleed (iOS rounds the corners itself)
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib/paths.js';

const publicDir = join(ROOT, 'web', 'public');
const outDir = join(publicDir, 'icons');

/** The favicon's drawing without its rounded background, so it can be placed on other backgrounds. */
function flaskDrawing(favicon: string): string {
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(favicon)?.[1];
  if (!inner) throw new Error('web/public/favicon.svg has no <svg> element.');
  return inner.replace(/<rect[^>]*\/>/, '');
}

/** Full bleed in the mark's indigo, the flask at 66%: inside the maskable safe zone (a circle of 80% diameter). */
function fullBleed(favicon: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="#1e1b4b"/>
  <g transform="translate(16 16.3) scale(0.66) translate(-16 -16.5)">${flaskDrawing(favicon)}</g>
</svg>`;
}

async function png(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(outDir, file));
  console.log(`web/public/icons/${file}  ${size}x${size}`);
}

async function main() {
  const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
  mkdirSync(outDir, { recursive: true });
  await png(favicon, 192, 'icon-192.png');
  await png(favicon, 512, 'icon-512.png');
  await png(fullBleed(favicon), 512, 'maskable-512.png');
  await png(fullBleed(favicon), 180, 'apple-touch-icon.png');
}

await main();
