import { describe, expect, it } from 'vitest';
import { decodePng as decode } from '../../tests/support/png.js';
import { makePng } from './png.js';

describe('makePng', () => {
  it('writes the signature, the IHDR size and filtered rows of 8-bit RGB that decode to the drawn colours', () => {
    const width = 7;
    const height = 5;
    const png = makePng(width, height, (x, y) => [x * 30, y * 50, 300]);
    const image = decode(png);
    expect(image).toMatchObject({ width, height, bitDepth: 8, colourType: 2 });
    expect(image.raw.length).toBe(height * (1 + width * 3));
    const pixels = image.pixels();
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        // Channels are rounded and clamped to 0..255.
        expect([...pixels.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)]).toEqual([x * 30, y * 50, 255]);
      }
    }
  });

  it('packs a smooth gradient far smaller than its raw colours', () => {
    const png = makePng(400, 300, (x, y) => [x / 2, y / 2, 128]);
    expect(png.length).toBeLessThan((400 * 300 * 3) / 50);
  });

  it('rejects an empty image', () => {
    expect(() => makePng(0, 10, () => [0, 0, 0])).toThrow(RangeError);
  });
});
