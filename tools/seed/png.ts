/**
 * A small PNG encoder with no dependencies: the seed's pictures, and the test images of the API and
 * browser tests, are painted pixel by pixel (`makePng(width, height, paint)`).
 */
import { deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const channel = (value: number) => (value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value));

/**
 * One scanline with the PNG filter that leaves the smallest values (the usual heuristic): smooth
 * gradients become runs of tiny differences, which deflate packs several times smaller than the
 * raw colours. The site's first banner is the largest thing a phone downloads on the home page.
 */
function filterRow(row: Buffer, above: Buffer): Buffer {
  const bpp = 3;
  const left = (i: number) => (i >= bpp ? row[i - bpp]! : 0);
  const up = (i: number) => above[i]!;
  const upLeft = (i: number) => (i >= bpp ? above[i - bpp]! : 0);
  const paeth = (a: number, b: number, c: number) => {
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  const predictors: Array<(i: number) => number> = [
    () => 0,
    left,
    up,
    (i) => Math.floor((left(i) + up(i)) / 2),
    (i) => paeth(left(i), up(i), upLeft(i)),
  ];
  let best: Buffer | undefined;
  let bestCost = Infinity;
  predictors.forEach((predict, type) => {
    const out = Buffer.alloc(row.length + 1);
    out[0] = type;
    let cost = 0;
    for (let i = 0; i < row.length; i++) {
      const value = (row[i]! - predict(i)) & 0xff;
      out[i + 1] = value;
      cost += value < 128 ? value : 256 - value;
    }
    if (cost < bestCost) [best, bestCost] = [out, cost];
  });
  return best!;
}

/** A minimal PNG encoder: 8-bit truecolour, no interlace, each row with the filter that packs best. */
export function makePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`PNG size must be positive integers, got ${width}x${height}`);
  }
  const rowBytes = width * 3;
  let previous = Buffer.alloc(rowBytes); // the row above the first is all zeros, as the format says
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(rowBytes);
    let offset = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      row[offset++] = channel(r);
      row[offset++] = channel(g);
      row[offset++] = channel(b);
    }
    rows.push(filterRow(row, previous));
    previous = row;
  }
  const raw = Buffer.concat(rows);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
