// Heavy work (LibreOffice, ffmpeg) runs a few at a time per instance, with a bounded line behind:
// every conversion costs a core and hundreds of MB, so work beyond the bound is turned away at
// once rather than piling up until the machine gives out.

export class QueueFullError extends Error {
  override name = "QueueFullError";
}

export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly maxWaiting: number;

  /** `maxWaiting` may be Infinity (a semaphore that only makes callers wait). */
  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  /** Runs `work` when a place is free; throws QueueFullError when the line is already full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError("the work queue is full");
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // The place passes straight to the next in line, so a newcomer cannot overtake it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** Limits how much of one kind of work each user has in flight at once (per instance). */
export class PerUserLimit {
  private readonly counts = new Map<string, number>();
  private readonly max: number;

  constructor(max: number) {
    this.max = max;
  }

  /** Runs `work` as one of the user's; throws `refusal()` when the user already has `max` in flight. */
  async run<T>(userOid: string, refusal: (max: number) => Error, work: () => Promise<T>): Promise<T> {
    const count = this.counts.get(userOid) ?? 0;
    if (count >= this.max) throw refusal(this.max);
    this.counts.set(userOid, count + 1);
    try {
      return await work();
    } finally {
      const left = (this.counts.get(userOid) ?? 1) - 1;
      if (left > 0) this.counts.set(userOid, left);
      else this.counts.delete(userOid);
    }
  }
}
