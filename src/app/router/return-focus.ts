/**
 * Going back to a page hands the keyboard's focus to the link the visitor followed from it with the
 * keyboard (the talent's card on the list), not to the page's start: the browser brings the scroll
 * position back, and a keyboard or screen-reader visitor picks up where they were too.
 *
 * Loaded once the first page is idle: a visitor needs it only after a navigation.
 */
const followed = new Map<string, string>();
/** How long a page that is coming back may take to draw the link (its list may draw cards as it scrolls). */
const waitMs = 5000;
/** How long the link must have kept the focus before the page is left to itself. */
const keepMs = 500;

const here = () => window.location.pathname + window.location.search;

function linkTo(href: string): HTMLAnchorElement | null {
  return document.querySelector<HTMLAnchorElement>(`#main a[href="${CSS.escape(href)}"]`);
}

/** Whether the focus is where a navigation leaves it (the main region, or nothing), not where the visitor put it. */
function unclaimed(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.id === "main";
}

function returnTo(href: string, page: string): void {
  // The router's own focus on the main region may come before or after the link is drawn: the
  // link takes any focus the page has not claimed, until it has kept it for a moment.
  const until = performance.now() + waitMs;
  let keptSince = 0;
  const attempt = () => {
    const now = performance.now();
    if (here() !== page || now > until) return;
    const link = linkTo(href);
    if (link && document.activeElement === link) {
      keptSince ||= now;
      if (now - keptSince > keepMs) return;
    } else if (!unclaimed()) {
      return; // The visitor has put it somewhere.
    } else if (link) {
      link.focus({ preventScroll: true });
      keptSince = 0;
    }
    requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

export function startReturnFocus(): void {
  document.addEventListener(
    "click",
    (event) => {
      // Only a link followed from the keyboard (or a screen reader): a click's detail counts pointer
      // presses. A mouse visitor comes back without a focus ring on the card (and a paused marquee).
      const link = event.target instanceof Element && event.detail === 0 ? event.target.closest("#main a[href]") : null;
      const href = link?.getAttribute("href");
      if (href) followed.set(here(), href);
      else followed.delete(here());
    },
    true,
  );
  window.addEventListener("popstate", () => {
    const page = here();
    const href = followed.get(page);
    if (href) returnTo(href, page);
  });
}
