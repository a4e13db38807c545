import { DOUBT_LIMITS, type AdminDoubt, type DoubtPlace } from '@chem/contract';

/**
 * The Doubts section's rules, apart from React so they are tested alone: the start of a doubt as
 * the queue shows it, a video second as the player reads it, where a reply or an action puts a
 * row, and which photos a reply may still take.
 */

/** How much of a doubt's words a row of the queue shows. */
const EXCERPT_CHARS = 160;

/** The start of a doubt, cut at a word where it can be, never inside a `\ce{...}` or `$...$` the cut would leave open. */
export function excerptOf(text: string, length = EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  let cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  if (space > length / 2) cut = cut.slice(0, space);
  // An opened formula the cut would break is left out whole, so the row never shows half a formula.
  const openCe = cut.lastIndexOf('\\ce{');
  if (openCe !== -1 && !cut.slice(openCe).includes('}')) cut = cut.slice(0, openCe);
  if ((cut.match(/\$/g) ?? []).length % 2 === 1) cut = cut.slice(0, cut.lastIndexOf('$'));
  return `${cut.trimEnd()}…`;
}

/** 75 -> "1:15", 3725 -> "1:02:05": a video's second as a player shows it. */
export function videoTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A resolved doubt can go under its lesson or question; a general doubt has neither. */
export const publishable = (doubt: Pick<AdminDoubt, 'status' | 'place'>) => doubt.status === 'resolved' && doubt.place.kind !== 'general';

/** What the published copy is filed under, for the sentence before Publish. */
export function publishedUnder(place: DoubtPlace): { kind: 'lesson' | 'question'; title: string } | null {
  if (place.kind === 'lesson') return { kind: 'lesson', title: place.lessonTitle };
  if (place.kind === 'test' || place.kind === 'practice') return { kind: 'question', title: excerptOf(place.question.text, 80) };
  return null;
}

/** The queue with one doubt replaced by its new state, in place (a reply never moves a row from under the teacher's eyes). */
export const withDoubt = (doubts: readonly AdminDoubt[], changed: AdminDoubt): AdminDoubt[] =>
  doubts.map((doubt) => (doubt._id === changed._id ? changed : doubt));

/** A later page added under the rows already shown, without a row twice (a doubt that moved while paging). */
export function appendPage(shown: readonly AdminDoubt[], page: readonly AdminDoubt[]): AdminDoubt[] {
  const ids = new Set(shown.map((doubt) => doubt._id));
  return [...shown, ...page.filter((doubt) => !ids.has(doubt._id))];
}

/** The photos a reply takes: the picked ones after those already attached, at most three, images only. */
export function addPhotos(current: readonly File[], picked: readonly File[]): { photos: File[]; refused: number } {
  const images = picked.filter((file) => file.type.startsWith('image/'));
  const room = Math.max(0, DOUBT_LIMITS.photos - current.length);
  return { photos: [...current, ...images.slice(0, room)], refused: picked.length - Math.min(images.length, room) };
}

/** Inserts a saved reply where the cursor is (or after what is written), on a line of its own. */
export function insertReply(text: string, reply: string, at: number | null): { text: string; cursor: number } {
  const position = at === null ? text.length : Math.min(Math.max(0, at), text.length);
  const before = text.slice(0, position);
  const after = text.slice(position);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after === '' || after.startsWith('\n') ? '' : '\n';
  const next = `${before}${lead}${reply}${trail}${after}`;
  return { text: next, cursor: before.length + lead.length + reply.length };
}
