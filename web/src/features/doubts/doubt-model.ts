import { DOUBT_LIMITS, IMAGE_TYPES, UPLOADS, type DoubtAllowance } from '@chem/contract';

/**
 * The doubts screens' rules that need no React: what the allowance means for the form, the photo
 * checks made before an upload, a list's start of a doubt, and when a follow-up is still possible.
 */

/**
 * What the form says before the student types, from GET /api/doubts/allowance and, where the
 * screen knows it, whether the course is free (the server's rule, applied the same way):
 * - `off`: the teacher takes no doubts here now;
 * - `needs-plan`: doubts here are for students with a plan;
 * - `limit`: today's doubts are used up;
 * - `ok`: how many are left today; `freeOnly` when only a free course's doubts are taken from this
 *   student and the screen does not know whether this course is one (the server says on Send).
 */
export type AllowanceState =
  { kind: 'off' } | { kind: 'needs-plan' } | { kind: 'limit'; perDay: number } | { kind: 'ok'; left: number; freeOnly: boolean };

export function allowanceState(allowance: DoubtAllowance, freeCourse?: boolean): AllowanceState {
  const { subscriber, subscribersMayAsk, freeCoursesMayAsk, perDay, askedToday } = allowance;
  const asSubscriber = subscriber && subscribersMayAsk;
  const asFreeCourse = freeCoursesMayAsk && freeCourse !== false;
  if (!asSubscriber && !asFreeCourse) return !subscribersMayAsk || subscriber ? { kind: 'off' } : { kind: 'needs-plan' };
  const left = Math.max(0, perDay - askedToday);
  if (left === 0) return { kind: 'limit', perDay };
  return { kind: 'ok', left, freeOnly: !asSubscriber && freeCourse === undefined };
}

export type PhotoProblem = 'tooMany' | 'tooLarge' | 'wrongType';

/**
 * The photos after a pick: the ones already chosen plus the new ones that pass, up to the limit,
 * and the first reason one was left out (the same rules the server applies, checked before
 * anything is uploaded).
 */
export function addPhotos(chosen: readonly File[], picked: readonly File[]): { photos: File[]; problem: PhotoProblem | null } {
  const photos = [...chosen];
  let problem: PhotoProblem | null = null;
  for (const file of picked) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) problem ??= 'wrongType';
    else if (file.size > UPLOADS.doubtPhoto.maxBytes) problem ??= 'tooLarge';
    else if (photos.length >= DOUBT_LIMITS.photos) problem ??= 'tooMany';
    else photos.push(file);
  }
  return { photos, problem };
}

/** The form's body as the API reads it: `text`, `context` as JSON, `showName`, and the photos. */
export function doubtForm(fields: Record<string, string>, photos: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append(UPLOADS.doubtPhoto.field, photo, photo.name);
  return form;
}

/** The start of a doubt for a list: whole words up to about `length` characters. */
export function textStart(text: string, length = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/** Whether a follow-up may still be sent: always before "resolved", then until `reopenUntil`. */
export function mayFollowUp(doubt: { status: string; reopenUntil: string | null }, now = Date.now()): boolean {
  if (doubt.status !== 'resolved') return true;
  return doubt.reopenUntil !== null && Date.parse(doubt.reopenUntil) > now;
}
