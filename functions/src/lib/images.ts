import { createRequire } from 'node:module';
import type SharpModule from 'sharp';
import type { Sharp, SharpOptions } from 'sharp';
import { badRequest } from './errors.js';
import { detectImage } from './file-types.js';

/**
 * Uploaded pictures are stored as what a phone on mobile data should download, not as they left
 * the teacher's camera: a 4 MB photo becomes a WebP of a few tens of kilobytes, no wider than the
 * largest size the site ever shows it at. Text in banners stays sharp at quality 80.
 */
export const IMAGE_PRESETS = {
  /** The home hero spans the viewport: 1600 px covers a laptop, phones get far fewer pixels anyway. */
  banner: { maxWidth: 1600, maxHeight: 1600 },
  /** Cards and the course detail page show it at most ~800 CSS px wide. */
  coursePhoto: { maxWidth: 1200, maxHeight: 1200 },
  /** A round avatar, at most 96 CSS px across. */
  avatar: { maxWidth: 320, maxHeight: 320 },
  /**
   * A photo of a student's handwritten working (or the teacher's answer): 1600 px keeps a page's
   * subscripts and arrows legible when zoomed on a phone, at a few hundred kilobytes.
   */
  doubtPhoto: { maxWidth: 1600, maxHeight: 1600 },
} as const;
export type ImagePreset = keyof typeof IMAGE_PRESETS;

const WEBP_QUALITY = 80;
/** Refuses decompression bombs before any pixels are decoded (about 50 megapixels). */
const MAX_INPUT_PIXELS = 50_000_000;

type SharpFactory = (input: Buffer, options: SharpOptions) => Sharp;
let loadedSharp: Promise<SharpFactory> | undefined;

/**
 * libvips is loaded on the first upload, not when the function starts: every API request shares
 * one cold start, and loading it costs ~40 ms and ~20 MB there for a feature only the admin and
 * signups use.
 */
function loadSharp(): Promise<SharpFactory> {
  loadedSharp ??= Promise.resolve().then(() => {
    // require, not import(): this is a CommonJS module, and tsx (which runs the seed for `npm start`)
    // evaluates it from a data: URL, against which a dynamic import cannot resolve "sharp".
    const sharp = createRequire(__filename)('sharp') as typeof SharpModule;
    // One thread and no cache: the function's memory is better spent on the requests it serves.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

export interface OptimisedImage {
  data: Buffer;
  extension: 'webp';
  mimeType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Checks that `data` is an image by its bytes, then re-encodes it as WebP within the preset's box
 * (never enlarged, turned upright by its EXIF orientation, metadata such as GPS dropped). An
 * animated GIF stays animated. A file that claims to be an image but does not decode -> 400.
 */
export async function optimiseImage(data: Buffer, preset: ImagePreset, notAnImageMessage: string): Promise<OptimisedImage> {
  if (!detectImage(data)) throw badRequest(notAnImageMessage);
  const { maxWidth, maxHeight } = IMAGE_PRESETS[preset];
  const sharp = await loadSharp();
  try {
    const { data: output, info } = await sharp(data, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxWidth, height: maxHeight, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data: output, extension: 'webp', mimeType: 'image/webp', width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw badRequest('The image could not be read. Please choose another picture.');
  }
}

/** Link previews (WhatsApp, Facebook, X) draw a 1200x630 picture; JPEG is the one every one of them reads. */
export const SHARE_IMAGE = { width: 1200, height: 630, quality: 80 } as const;

/**
 * The picture a shared link shows: `data` (already checked by optimiseImage) cropped to fill
 * 1200x630 around its most interesting part, as a JPEG. The first frame of an animation.
 */
export async function shareImage(data: Buffer): Promise<{ data: Buffer; contentType: 'image/jpeg'; extension: 'jpg' }> {
  const sharp = await loadSharp();
  try {
    const output = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: SHARE_IMAGE.quality, mozjpeg: true })
      .toBuffer();
    return { data: output, contentType: 'image/jpeg', extension: 'jpg' };
  } catch {
    throw badRequest('The image could not be read. Please choose another picture.');
  }
}

/** A signature as certificates print it: PNG (PDFs embed it; its transparency keeps the line behind it), within 600x200. */
export async function signatureImage(data: Buffer, notAnImageMessage: string): Promise<Buffer> {
  if (!detectImage(data)) throw badRequest(notAnImageMessage);
  const sharp = await loadSharp();
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: 600, height: 200, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw badRequest('The image could not be read. Please choose another picture.');
  }
}
