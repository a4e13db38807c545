/**
 * The seed's artwork, painted with the PNG encoder: home-page banners, course photos and avatars
 * (gradients, a honeycomb, atoms, ring molecules and a flask), and the drawing helpers the
 * question bank's pictures share (tools/seed/practice-tests.ts).
 */
import { makePng, type Rgb } from './png.js';

// --- drawing helpers ---------------------------------------------------------------------------

const SQRT3 = Math.sqrt(3);

function hex(color: string): Rgb {
  const value = Number.parseInt(color.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** Coverage of a stroke of the given width at a distance from its centre line, with a one-pixel soft edge. */
export function stroke(distance: number, width: number): number {
  return 1 - smoothstep(width / 2 - 0.5, width / 2 + 0.5, distance);
}

const mod = (a: number, n: number) => a - n * Math.floor(a / n);

/** Distance in pixels from (x, y) to the nearest edge of a honeycomb of hexagons `size` pixels across. */
function honeycombEdgeDistance(x: number, y: number, size: number): number {
  const px = x / size;
  const py = y / size;
  const ax = mod(px, 1) - 0.5;
  const ay = mod(py, SQRT3) - SQRT3 / 2;
  const bx = mod(px - 0.5, 1) - 0.5;
  const by = mod(py - SQRT3 / 2, SQRT3) - SQRT3 / 2;
  const useA = ax * ax + ay * ay < bx * bx + by * by;
  const qx = Math.abs(useA ? ax : bx);
  const qy = Math.abs(useA ? ay : by);
  const hexDistance = Math.max(qx * 0.5 + qy * (SQRT3 / 2), qx);
  return (0.5 - hexDistance) * size;
}

export function segmentDistance(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

interface Point {
  x: number;
  y: number;
}

/** A flat ball-and-stick drawing: atoms as discs, bonds as strokes, checked only inside its bounding box. */
interface Molecule {
  atoms: Array<Point & { r: number }>;
  bonds: Array<[Point, Point]>;
  box: { x0: number; y0: number; x1: number; y1: number };
}

/** A benzene-like ring with a few substituents: the hexagon every chemistry student recognises. */
function ringMolecule(cx: number, cy: number, radius: number, rotation: number, substituents: number[]): Molecule {
  const vertex = (index: number, r = radius): Point => {
    const angle = rotation + (index * Math.PI) / 3;
    return { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
  };
  const ring = [0, 1, 2, 3, 4, 5].map((index) => vertex(index));
  const atoms: Molecule['atoms'] = ring.map((point) => ({ ...point, r: radius * 0.13 }));
  const bonds: Molecule['bonds'] = ring.map((point, index) => [point, ring[(index + 1) % 6] ?? point]);
  // Alternate double bonds drawn inside the ring (Kekule structure).
  for (const index of [0, 2, 4]) bonds.push([vertex(index, radius * 0.74), vertex(index + 1, radius * 0.74)]);
  for (const index of substituents) {
    const from = vertex(index);
    const to = vertex(index, radius * 1.85);
    bonds.push([from, to]);
    atoms.push({ ...to, r: radius * 0.2 });
  }
  const pad = radius * 0.3;
  const xs = atoms.map((atom) => atom.x);
  const ys = atoms.map((atom) => atom.y);
  return {
    atoms,
    bonds,
    box: { x0: Math.min(...xs) - pad, y0: Math.min(...ys) - pad, x1: Math.max(...xs) + pad, y1: Math.max(...ys) + pad },
  };
}

/** 0..1 coverage of the molecule at a pixel; atoms are drawn as rings so the background shows through. */
function moleculeCoverage(molecule: Molecule, x: number, y: number, bondWidth: number): number {
  const { box } = molecule;
  if (x < box.x0 || x > box.x1 || y < box.y0 || y > box.y1) return 0;
  let coverage = 0;
  for (const [a, b] of molecule.bonds) coverage = Math.max(coverage, stroke(segmentDistance(x, y, a.x, a.y, b.x, b.y), bondWidth));
  for (const atom of molecule.atoms) {
    const d = Math.hypot(x - atom.x, y - atom.y);
    coverage = Math.max(coverage, 1 - smoothstep(atom.r - 0.5, atom.r + 0.5, d));
  }
  return coverage;
}

const WHITE: Rgb = [255, 255, 255];

/**
 * Smooth backgrounds are evaluated once per 4x4 block: the colour moves by less than one level
 * between blocks so nothing shows, but rows repeat, which is what lets deflate (with PNG filter 0)
 * shrink a 1280x480 banner from ~200 KB to a fraction of that.
 */
const BLOCK = 4;
const block = (value: number) => value - (value % BLOCK) + BLOCK / 2;

// --- banners -----------------------------------------------------------------------------------

interface Palette {
  from: string;
  to: string;
  glow: string;
}

/** Banner palettes by variant: deep blue to teal, purple to indigo, teal to green. */
export const BANNER_PALETTES: readonly Palette[] = [
  { from: '#0b1f4d', to: '#0f766e', glow: '#38bdf8' },
  { from: '#6d28d9', to: '#1e1b4b', glow: '#c4b5fd' },
  { from: '#0f766e', to: '#166534', glow: '#86efac' },
];

function pick<T>(items: readonly T[], variant: number): T {
  const item = items[mod(Math.trunc(variant), items.length)];
  if (item === undefined) throw new RangeError('empty palette list');
  return item;
}

/** A 1280x480 hero banner: diagonal gradient, soft glow and a honeycomb that fades in to the right, away from the headline. */
export function makeBannerPng(variant: number): Buffer {
  const width = 1280;
  const height = 480;
  const palette = pick(BANNER_PALETTES, variant);
  const from = hex(palette.from);
  const to = hex(palette.to);
  const glow = hex(palette.glow);
  const glowX = width * (0.72 + 0.06 * mod(variant, 2));
  const glowY = height * 0.38;
  const molecules = [
    ringMolecule(width * 0.8, height * 0.5, 62, variant * 0.35, [0, 3]),
    ringMolecule(width * 0.62, height * 0.24, 30, variant * 0.5 + 0.5, [1]),
    ringMolecule(width * 0.93, height * 0.2, 24, 0.2, []),
  ];
  return makePng(width, height, (x, y) => {
    const [bx, by] = [block(x), block(y)];
    const t = Math.min(1, Math.max(0, (bx / width) * 0.75 + (by / height) * 0.25));
    let color = mix(from, to, t);
    const glowDistance = Math.hypot((bx - glowX) / width, (by - glowY) / height);
    color = mix(color, glow, 0.28 * (1 - smoothstep(0, 0.45, glowDistance)));
    const patternStrength = 0.12 * smoothstep(0.3, 0.85, x / width);
    if (patternStrength > 0) color = mix(color, WHITE, patternStrength * stroke(honeycombEdgeDistance(x, y, 72), 1.5));
    let molecule = 0;
    for (const item of molecules) molecule = Math.max(molecule, moleculeCoverage(item, x, y, 4));
    return molecule > 0 ? mix(color, WHITE, 0.42 * molecule) : color;
  });
}

// --- course photos -------------------------------------------------------------------------------

const COURSE_PALETTES: readonly Palette[] = [
  { from: '#0c4a6e', to: '#0891b2', glow: '#a5f3fc' },
  { from: '#14532d', to: '#0d9488', glow: '#bbf7d0' },
  { from: '#312e81', to: '#7c3aed', glow: '#ddd6fe' },
  { from: '#7c2d12', to: '#ea580c', glow: '#fed7aa' },
  { from: '#831843', to: '#db2777', glow: '#fbcfe8' },
  { from: '#1e3a8a', to: '#2563eb', glow: '#bfdbfe' },
  { from: '#134e4a', to: '#65a30d', glow: '#d9f99d' },
  { from: '#3f3f46', to: '#0f766e', glow: '#99f6e4' },
];

/** An atom: nucleus and three elliptical orbits with one electron each. */
function atomCoverage(x: number, y: number, cx: number, cy: number, size: number): number {
  const dx = x - cx;
  const dy = y - cy;
  if (Math.abs(dx) > size * 1.15 || Math.abs(dy) > size * 1.15) return 0;
  let coverage = 1 - smoothstep(size * 0.13 - 0.5, size * 0.13 + 0.5, Math.hypot(dx, dy));
  const a = size;
  const b = size * 0.36;
  for (let k = 0; k < 3; k++) {
    const angle = (k * Math.PI) / 3;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const u = dx * cos + dy * sin;
    const v = -dx * sin + dy * cos;
    // First-order distance to the ellipse: |f| / |grad f|, good enough for a thin stroke.
    const f = (u * u) / (a * a) + (v * v) / (b * b) - 1;
    const gradient = 2 * Math.hypot(u / (a * a), v / (b * b));
    coverage = Math.max(coverage, stroke(Math.abs(f) / Math.max(gradient, 1e-6), 4));
    const electronAngle = 0.9 + k * 2.1;
    const ex = a * Math.cos(electronAngle);
    const ey = b * Math.sin(electronAngle);
    const electronX = ex * cos - ey * sin;
    const electronY = ex * sin + ey * cos;
    coverage = Math.max(coverage, 1 - smoothstep(size * 0.06 - 0.5, size * 0.06 + 0.5, Math.hypot(dx - electronX, dy - electronY)));
  }
  return coverage;
}

function insidePolygon(x: number, y: number, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (!a || !b) continue;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** An Erlenmeyer flask outline with liquid in its lower part; returns stroke and liquid coverage. */
function flaskCoverage(x: number, y: number, cx: number, cy: number, size: number): { line: number; liquid: number } {
  const outline: Point[] = [
    { x: cx - size * 0.16, y: cy - size },
    { x: cx - size * 0.16, y: cy - size * 0.35 },
    { x: cx - size * 0.7, y: cy + size * 0.8 },
    { x: cx + size * 0.7, y: cy + size * 0.8 },
    { x: cx + size * 0.16, y: cy - size * 0.35 },
    { x: cx + size * 0.16, y: cy - size },
  ];
  if (x < cx - size * 0.8 || x > cx + size * 0.8 || y < cy - size * 1.1 || y > cy + size * 0.9) return { line: 0, liquid: 0 };
  let line = 0;
  for (let i = 0; i < outline.length - 1; i++) {
    const a = outline[i];
    const b = outline[i + 1];
    if (a && b) line = Math.max(line, stroke(segmentDistance(x, y, a.x, a.y, b.x, b.y), 5));
  }
  line = Math.max(line, stroke(segmentDistance(x, y, cx - size * 0.24, cy - size, cx + size * 0.24, cy - size), 5));
  const liquid = y > cy + size * 0.2 && insidePolygon(x, y, outline) ? 1 : 0;
  return { line, liquid };
}

/** An 800x450 course card image: a gradient with a honeycomb and one motif (atom, ring molecule or flask) per variant. */
export function makeCoursePhotoPng(variant: number): Buffer {
  const width = 800;
  const height = 450;
  const palette = pick(COURSE_PALETTES, variant);
  const from = hex(palette.from);
  const to = hex(palette.to);
  const glow = hex(palette.glow);
  const motif = mod(Math.trunc(variant), 3);
  const cx = width * 0.5;
  const cy = height * 0.5;
  const molecule = ringMolecule(cx, cy, 78, 0.5236 * mod(variant, 2), [0, 2, 4]);
  return makePng(width, height, (x, y) => {
    const [bx, by] = [block(x), block(y)];
    const t = Math.min(1, Math.max(0, (bx / width) * 0.6 + (by / height) * 0.4));
    let color = mix(from, to, t);
    color = mix(color, glow, 0.22 * (1 - smoothstep(0, 0.5, Math.hypot((bx - cx) / width, (by - cy) / height))));
    color = mix(color, WHITE, 0.07 * stroke(honeycombEdgeDistance(x, y, 64), 1.5));
    if (motif === 0) return mix(color, WHITE, 0.85 * atomCoverage(x, y, cx, cy, 150));
    if (motif === 1) return mix(color, WHITE, 0.85 * moleculeCoverage(molecule, x, y, 6));
    const flask = flaskCoverage(x, y, cx, cy + 10, 170);
    color = mix(color, glow, 0.55 * flask.liquid);
    return mix(color, WHITE, 0.9 * flask.line);
  });
}

// --- avatars -------------------------------------------------------------------------------------

const AVATAR_PALETTES: readonly Palette[] = [
  { from: '#0e7490', to: '#1e3a8a', glow: '#e0f2fe' },
  { from: '#9d174d', to: '#6d28d9', glow: '#fce7f3' },
  { from: '#15803d', to: '#0f766e', glow: '#dcfce7' },
  { from: '#b45309', to: '#9a3412', glow: '#ffedd5' },
];

/** A 256x256 default-style profile picture: a light person silhouette on a gradient. */
export function makeAvatarPng(variant: number): Buffer {
  const size = 256;
  const palette = pick(AVATAR_PALETTES, variant);
  const from = hex(palette.from);
  const to = hex(palette.to);
  const figure = hex(palette.glow);
  return makePng(size, size, (x, y) => {
    const color = mix(from, to, (x + y) / (2 * size));
    const head = 1 - smoothstep(46 - 0.5, 46 + 0.5, Math.hypot(x - 128, y - 100));
    // Shoulders: the top of an ellipse rising from below the frame.
    const ex = (x - 128) / 92;
    const ey = (y - 252) / 84;
    const shoulderDistance = (Math.hypot(ex, ey) - 1) * 84;
    const shoulders = 1 - smoothstep(-0.5, 0.5, shoulderDistance);
    return mix(color, figure, 0.92 * Math.max(head, shoulders));
  });
}
