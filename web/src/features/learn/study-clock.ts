/**
 * Counts the seconds a video actually plays (wall-clock time between Playing and Pause, End or
 * leaving), so study time is what the student spent watching, at any playback speed. Reports go in
 * whole seconds; what is left over waits for the next one. Pure: `now` comes from the caller.
 */
export class StudyClock {
  private playingSince: number | null = null;
  private pendingMs = 0;

  start(now: number): void {
    this.playingSince ??= now;
  }

  stop(now: number): void {
    if (this.playingSince === null) return;
    this.pendingMs += Math.max(0, now - this.playingSince);
    this.playingSince = null;
  }

  get playing(): boolean {
    return this.playingSince !== null;
  }

  /** Whole seconds played and not yet reported. */
  pendingSeconds(now: number): number {
    const running = this.playingSince === null ? 0 : Math.max(0, now - this.playingSince);
    return Math.floor((this.pendingMs + running) / 1000);
  }

  /** Takes up to `max` whole seconds for a report; the clock keeps running if it was. */
  take(now: number, max: number): number {
    if (this.playingSince !== null) {
      this.pendingMs += Math.max(0, now - this.playingSince);
      this.playingSince = now;
    }
    const seconds = Math.min(max, Math.floor(this.pendingMs / 1000));
    this.pendingMs -= seconds * 1000;
    return seconds;
  }

  /** A report that never reached the server goes into the next one. */
  giveBack(seconds: number): void {
    this.pendingMs += seconds * 1000;
  }
}
