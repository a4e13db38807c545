/**
 * The second of a lesson's video, as the course player reads it from `?t=` and the doubts show it.
 * Apart from the doubts' other rules so the player's chunk carries only these few lines.
 */

/** A lesson's longest video, 12 hours (DOUBT_LIMITS.maxSeconds; a unit test keeps the two equal). */
export const MAX_START_SECONDS = 12 * 60 * 60;

/** 155 -> "2:35", 3725 -> "1:02:05": the time a video player shows. */
export function clockTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** `?t=` of a lesson's address: a whole second within a lesson's longest video, else none. */
export function startSecond(value: string | null): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const seconds = Number(value);
  return seconds > 0 && seconds <= MAX_START_SECONDS ? seconds : null;
}
