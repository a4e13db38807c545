/**
 * The site's line icons: each is the path of a 24 px stroked drawing, named for what it shows, and
 * drawn by <Icon> (./icon.tsx). Plain string constants on purpose: the build inlines each one where
 * it is used (vite.config.ts, inlineConst), so a route's chunk carries only the icons it draws, and
 * no chunk of icons is shared between the home page and the dashboards.
 */
export const arrowDown = 'M12 5v14M19 12l-7 7-7-7';
export const arrowLeft = 'M19 12H5M11 6l-6 6 6 6';
export const arrowRight = 'M5 12h14M13 6l6 6-6 6';
export const arrowUp = 'M12 19V5M5 12l7-7 7 7';
export const atom =
  'M11 12a1 1 0 1 0 2 0 1 1 0 1 0-2 0M20.2 20.2c2-2-.4-7.7-5.4-12.7S3.8 1.8 1.8 3.8s.4 7.7 5.4 12.7 11 7.7 13 5.7zM15.7 15.7c5-5 7.5-10.7 5.4-12.7S13.2 3.2 8.3 8.3s-7.5 10.7-5.4 12.7 7.7-.4 12.8-5.3z';
export const award = 'M6 8a6 6 0 1 0 12 0 6 6 0 1 0-12 0M15.5 13 17 22l-5-3-5 3 1.5-9';
export const beaker = 'M4.5 3h15M6 3v16a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V3M6 14h12';
export const bell = 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0';
export const book = 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5';
export const card = 'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM2 10h20M6 15h4';
export const chart = 'M3 3v18h18M7 15l4-4 3 3 5-6';
export const check = 'M20 6 9 17l-5-5';
export const chevronLeft = 'M15 6l-6 6 6 6';
export const chevronRight = 'M9 6l6 6-6 6';
export const clock = 'M2 12a10 10 0 1 0 20 0 10 10 0 1 0-20 0M12 6v6l4 2';
export const close = 'M18 6 6 18M6 6l12 12';
export const dna = 'M4 2c0 6 16 8 16 14M20 2c0 6-16 8-16 14M4 22c0-2 1.5-3.5 4-4.5M20 22c0-2-1.5-3.5-4-4.5M7 6h10M7 12h10';
export const document = 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8';
export const download = 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3';
export const edit = 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4';
export const eye = 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12zM9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0';
export const filter = 'M22 3H2l8 9.46V19l4 2v-8.54z';
export const flask = 'M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7 15h10';
export const gift =
  'M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z';
export const grid = 'M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z';
export const hexagon = 'M12 2 21 7v10l-9 5-9-5V7zM12 7l4.5 2.5v5L12 17l-4.5-2.5v-5z';
export const home = 'M3 10.5 12 3l9 7.5M5 9.5V21h5v-6h4v6h5V9.5';
export const image =
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM7 8.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M21 15l-5-5L5 21';
export const layers = 'M12 2 2 7l10 5 10-5zM2 17l10 5 10-5M2 12l10 5 10-5';
export const leaf = 'M11 20A7 7 0 0 1 4 13c0-6 6-9 16-10-1 10-4 16-10 16zM4 21c3-5 6-8 11-11';
export const link = 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7';
export const list = 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01';
export const lock = 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11';
export const logout = 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9';
export const mail = 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6';
export const menu = 'M4 6h16M4 12h16M4 18h16';
export const overview = 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z';
export const pen = 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z';
export const profile = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0';
export const progress = 'M4 20V10M10 20V4M16 20v-7M22 20H2';
export const reading = 'M2 4h7a3 3 0 0 1 3 3v14a2 2 0 0 0-2-2H2zM22 4h-7a3 3 0 0 0-3 3v14a2 2 0 0 1 2-2h8z';
export const search = 'M3 11a8 8 0 1 0 16 0 8 8 0 1 0-16 0M21 21l-4.35-4.35';
export const settings =
  'M9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z';
export const share =
  'M15 5a3 3 0 1 0 6 0 3 3 0 1 0-6 0M3 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0M15 19a3 3 0 1 0 6 0 3 3 0 1 0-6 0M8.6 13.5l6.8 4M15.4 6.5l-6.8 4';
export const star = 'M12 2l3 6.5 7 .9-5.1 4.8 1.3 6.8L12 17.8 5.8 21l1.3-6.8L2 9.4l7-.9z';
export const tag = 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM6 7.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0';
export const target = 'M2 12a10 10 0 1 0 20 0 10 10 0 1 0-20 0M6 12a6 6 0 1 0 12 0 6 6 0 1 0-12 0M10 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0';
export const upload = 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12';
export const users =
  'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8';
export const video = 'M3 6h13v12H3zM16 10l5-3v10l-5-3';
export const warning = 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01';
