/**
 * Promises that resolve when server-rendered elements come near the viewport:
 * a block of cards the page is hydrating waits on one, so the cards off screen
 * cost the main thread nothing until the visitor scrolls (or finds, or tabs)
 * their way there. One promise per block for the page's life: React re-reads
 * it when it retries the block.
 */
const gates = new Map<string, Promise<void>>();

export function nearViewport(block: string): Promise<void> {
  let gate = gates.get(block);
  if (!gate) {
    gate = new Promise<void>((resolve) => {
      const elements = document.querySelectorAll(`[data-block="${CSS.escape(block)}"]`);
      if (elements.length === 0 || typeof IntersectionObserver === "undefined") {
        resolve();
        return;
      }
      // A screen ahead: the block is ready by the time it scrolls into view.
      const observer = new IntersectionObserver(
        (entries) => {
          // A hidden block's cards have no box, which counts as intersecting at the origin: not near.
          if (!entries.some((entry) => entry.isIntersecting && entry.boundingClientRect.height > 0)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: "100% 0px" },
      );
      for (const element of elements) observer.observe(element);
    });
    gates.set(block, gate);
  }
  return gate;
}
