/**
 * Runs tasks at most `slots` at a time, the rest waiting their turn in order (a small queue, per
 * instance). For work that needs a lot of memory for a short time, such as stamping a PDF: a
 * function instance serves up to 40 requests at once, and 40 stampings together would not fit.
 */
export class Turns {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly slots: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks running and waiting now (for tests and logs). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
