import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePng } from '../../../tools/seed/files.js';
import { AppError } from './errors.js';
import { optimiseImage } from './images.js';

const NOT_AN_IMAGE = 'Only image files are allowed.';

async function solid(width: number, height: number, format: 'jpeg' | 'png' | 'gif') {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('optimiseImage', () => {
  it('turns a large JPEG into a WebP inside the preset box, keeping its shape', async () => {
    const result = await optimiseImage(await solid(3200, 1800, 'jpeg'), 'banner', NOT_AN_IMAGE);
    expect(result).toMatchObject({ extension: 'webp', mimeType: 'image/webp', width: 1600, height: 900 });
    expect(await sharp(result.data).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 900 });
  });

  it('bounds tall pictures by height as well, and avatars to a small square', async () => {
    const tall = await optimiseImage(await solid(1000, 3000, 'png'), 'coursePhoto', NOT_AN_IMAGE);
    expect([tall.width, tall.height]).toEqual([400, 1200]);
    const avatar = await optimiseImage(await solid(2000, 2000, 'jpeg'), 'avatar', NOT_AN_IMAGE);
    expect([avatar.width, avatar.height]).toEqual([320, 320]);
  });

  it('never enlarges a small picture', async () => {
    const result = await optimiseImage(
      makePng(40, 30, (x, y) => [x * 6, y * 8, 90]),
      'banner',
      NOT_AN_IMAGE,
    );
    expect([result.width, result.height]).toEqual([40, 30]);
  });

  it('stands a phone photo upright by its EXIF orientation and drops the metadata', async () => {
    // Stored landscape (300x200) with orientation 6: the camera was held upright.
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await optimiseImage(photo, 'coursePhoto', NOT_AN_IMAGE);
    expect([result.width, result.height]).toEqual([200, 300]);
    const metadata = await sharp(result.data).metadata();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('keeps an animated GIF animated', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 20, height: 40, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const result = await optimiseImage(animated, 'avatar', NOT_AN_IMAGE);
    expect(await sharp(result.data, { animated: true }).metadata()).toMatchObject({ format: 'webp', pages: 2, width: 20 });
    expect(result.height).toBe(40);
  });

  it('refuses something that is not an image with the caller’s message (400)', async () => {
    const error = await refusal(optimiseImage(Buffer.from('%PDF-1.7 not a picture'), 'banner', NOT_AN_IMAGE));
    expect(error).toMatchObject({ status: 400, message: NOT_AN_IMAGE });
  });

  it('refuses a file that only starts like an image (400, not a crash)', async () => {
    const broken = Buffer.concat([(await solid(50, 50, 'png')).subarray(0, 40), Buffer.alloc(100)]);
    const error = await refusal(optimiseImage(broken, 'banner', NOT_AN_IMAGE));
    expect(error).toMatchObject({ status: 400, message: 'The image could not be read. Please choose another picture.' });
  });
});

describe('loading sharp', () => {
  // `npm start` seeds through tsx, which runs this CommonJS module from a data: URL; a dynamic
  // import("sharp") cannot resolve there and the seed stopped at the first picture.
  // A second Node process that compiles TypeScript: seconds on a busy machine, so it waits as long as the child may run.
  it('works when the module runs under tsx, as the npm start seed runs it', { timeout: 30_000 }, () => {
    const root = join(__dirname, '../../..');
    // A script file like scripts/start.ts (an ES module importing this CommonJS one), not `tsx -e`.
    const dir = join(root, '.test-artifacts');
    mkdirSync(dir, { recursive: true });
    const script = join(dir, 'sharp-under-tsx.ts');
    writeFileSync(
      script,
      [
        `import { optimiseImage } from ${JSON.stringify(join(root, 'functions/src/lib/images.js'))};`,
        `import { makePng } from ${JSON.stringify(join(root, 'tools/seed/png.js'))};`,
        "const result = await optimiseImage(makePng(8, 6, () => [10, 20, 30]), 'avatar', 'no');",
        'console.log(result.mimeType, result.width, result.height);',
      ].join('\n'),
    );
    const run = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.stdout.trim()).toBe('image/webp 8 6');
  });
});
