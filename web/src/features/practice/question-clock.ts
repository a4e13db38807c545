/**
 * Time on each question of an attempt, as the exam screen shows them: the question on screen
 * gathers milliseconds while the page is visible, and none while it is hidden (another tab, the
 * phone locked). What has gathered is taken in whole seconds (the rest stays for the next take)
 * and sent to the server in batches; a batch that could not be sent is put back.
 */
export interface QuestionClock {
  /** Another question is now on screen. */
  show(questionId: string, now: number): void;
  /** The page was hidden (or the attempt is ending): the time stops. */
  pause(now: number): void;
  /** The page is visible again. */
  resume(now: number): void;
  /** Whole seconds gathered and not yet taken, over every question. */
  pendingSeconds(now: number): number;
  /** The whole seconds gathered per question since the last take; fractions stay. */
  take(now: number): Record<string, number>;
  /** A taken batch the server did not receive, to send with the next one. */
  putBack(times: Readonly<Record<string, number>>): void;
}

export function createQuestionClock(questionId: string, now: number, visible: boolean): QuestionClock {
  let current = questionId;
  let since: number | null = visible ? now : null;
  const pending = new Map<string, number>();

  const gather = (time: number) => {
    if (since !== null && time > since) pending.set(current, (pending.get(current) ?? 0) + (time - since));
    if (since !== null) since = time;
  };

  return {
    show(next, time) {
      gather(time);
      current = next;
    },
    pause(time) {
      gather(time);
      since = null;
    },
    resume(time) {
      if (since === null) since = time;
    },
    pendingSeconds(time) {
      gather(time);
      let seconds = 0;
      for (const ms of pending.values()) seconds += Math.floor(ms / 1000);
      return seconds;
    },
    take(time) {
      gather(time);
      const taken: Record<string, number> = {};
      for (const [id, ms] of pending) {
        const seconds = Math.floor(ms / 1000);
        if (seconds <= 0) continue;
        taken[id] = seconds;
        pending.set(id, ms - seconds * 1000);
      }
      return taken;
    },
    putBack(times) {
      for (const [id, seconds] of Object.entries(times)) pending.set(id, (pending.get(id) ?? 0) + seconds * 1000);
    },
  };
}
