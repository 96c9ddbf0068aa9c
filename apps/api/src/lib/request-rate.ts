/**
 * Requests per second over the last few seconds, counted as they arrive (app.ts's onRequest hook).
 * Work that can wait (the daily backup) asks it whether a burst is on (docs/decisions/044-peak-hour.md).
 */
export class RequestRate {
  private readonly counts: number[];
  private readonly seconds: number[];

  constructor(private readonly windowSeconds = 10) {
    this.counts = new Array<number>(windowSeconds).fill(0);
    this.seconds = new Array<number>(windowSeconds).fill(-1);
  }

  hit(now = Date.now()): void {
    const second = Math.floor(now / 1000);
    const i = second % this.windowSeconds;
    if (this.seconds[i] !== second) {
      this.seconds[i] = second;
      this.counts[i] = 0;
    }
    this.counts[i] = (this.counts[i] ?? 0) + 1;
  }

  /** The mean rate over the window's whole seconds before this one and this one so far. */
  perSecond(now = Date.now()): number {
    const second = Math.floor(now / 1000);
    let sum = 0;
    for (let i = 0; i < this.windowSeconds; i++) {
      const at = this.seconds[i] ?? -1;
      if (at > second - this.windowSeconds && at <= second) sum += this.counts[i] ?? 0;
    }
    return sum / this.windowSeconds;
  }
}
