/**
 * Reads a PNG back without the encoder that wrote it (tools/seed/png.ts): its chunks with their
 * CRCs checked, the header, and the pixels with the scanline filters undone, as any decoder would.
 */
import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { crc32 } from '../../tools/seed/png.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface PngChunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

/** Walks the chunk list after the signature, checking each CRC. */
function pngChunks(png: Buffer): PngChunk[] {
  const out: PngChunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    out.push({ type, data, crcOk: crc === crc32(png.subarray(offset + 4, offset + 8 + length)) });
    offset += 12 + length;
  }
  return out;
}

/**
 * Fails the test unless `png` is well formed (signature, every CRC, IHDR first and IEND last), and
 * answers the header's fields, the inflated scanlines (`raw`, filter bytes included) and the
 * colours as drawn (`pixels()`).
 */
export function decodePng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const chunks = pngChunks(png);
  expect(chunks.every((chunk) => chunk.crcOk)).toBe(true);
  expect(chunks[0]?.type).toBe('IHDR');
  expect(chunks.at(-1)?.type).toBe('IEND');
  const header = chunks[0]?.data ?? Buffer.alloc(13);
  const raw = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  return { width, height, bitDepth: header[8], colourType: header[9], raw, pixels: () => unfilter(raw, width, height) };
}

/** Undoes the PNG scanline filters (RGB, 8 bits). */
function unfilter(raw: Buffer, width: number, height: number): Buffer {
  const stride = width * 3;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= 3 ? out[y * stride + i - 3]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + i]! : 0;
      const c = i >= 3 && y > 0 ? out[(y - 1) * stride + i - 3]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predicted = [0, a, b, Math.floor((a + b) / 2), paeth][type];
      if (predicted === undefined) throw new Error(`unknown filter type ${type} on row ${y}`);
      out[y * stride + i] = (value + predicted) & 0xff;
    }
  }
  return out;
}
