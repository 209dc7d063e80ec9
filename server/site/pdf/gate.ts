/**
 * A per-process cap on PDF work in flight, counted in platform renders. A PDF
 * costs the platform (and the embedded one, this process) a second or more of
 * CPU, so past the cap a request is refused at once with a 429 rather than
 * queued behind the others: cheap protection from a burst or a script, without
 * a global rate limit that would also throttle the JSON API.
 */
export class PdfGate {
  private inFlight = 0;

  constructor(readonly capacity: number) {}

  /** Takes `weight` units; answers the function that gives them back, or undefined when full. */
  tryEnter(weight = 1): (() => void) | undefined {
    if (this.inFlight + weight > this.capacity) return undefined;
    this.inFlight += weight;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inFlight -= weight;
    };
  }

  get load(): number {
    return this.inFlight;
  }
}
