import { describe, expect, it } from 'vitest';
import { decodePng as decode } from '../../tests/support/png.js';
import { BANNERS, COURSES } from './data.js';
import { makeAvatarPng, makeBannerPng, makeCoursePhotoPng } from './artwork.js';

describe('seed images', () => {
  it.each(BANNERS.map((banner) => banner.variant))('banner variant %i is 1280x480 and under 150 KB', (variant) => {
    const png = makeBannerPng(variant);
    expect(png.length).toBeLessThan(150 * 1024);
    const image = decode(png);
    expect(image).toMatchObject({ width: 1280, height: 480 });
    expect(image.raw.length).toBe(480 * (1 + 1280 * 3));
  });

  // Drawing a dozen pictures is CPU work: on a busy shared machine it can take longer than vitest's
  // default 5 s, which says nothing about the pictures, so this test waits longer.
  it('draws course photos at 800x450 and avatars at 256x256, each under 150 KB', { timeout: 60_000 }, () => {
    for (const course of COURSES) {
      const png = makeCoursePhotoPng(course.photoVariant);
      expect(png.length, course.id).toBeLessThan(150 * 1024);
      expect(decode(png)).toMatchObject({ width: 800, height: 450 });
    }
    for (const variant of [0, 1, 2]) {
      const png = makeAvatarPng(variant);
      expect(png.length).toBeLessThan(150 * 1024);
      expect(decode(png)).toMatchObject({ width: 256, height: 256 });
    }
  });
});
