/**
 * Going back to a page hands the keyboard's focus to the link the visitor followed from it (the
 * talent's card on the list), not to the page's start: the browser brings the scroll position
 * back, and a keyboard or screen-reader visitor picks up where they were too.
 *
 * Loaded once the first page is idle: a visitor needs it only after a navigation.
 */
const followed = new Map<string, string>();
/** How long a page that is coming back may take to draw the link (its list may draw cards as it scrolls). */
const waitMs = 2000;

const here = () => window.location.pathname + window.location.search;

function linkTo(href: string): HTMLAnchorElement | null {
  return document.querySelector<HTMLAnchorElement>(`#main a[href="${CSS.escape(href)}"]`);
}

function returnTo(href: string, page: string): void {
  // The router moves the focus to the main region on a navigation, unless the page kept its scroll
  // (a filtered list), which leaves it on nothing: wait for that, then take it over.
  const { keepScroll } = (window.history.state ?? {}) as { keepScroll?: boolean };
  const settled = () => {
    const active = document.activeElement;
    return keepScroll ? !active || active === document.body : active?.id === "main";
  };
  const until = performance.now() + waitMs;
  const attempt = () => {
    if (here() !== page || performance.now() > until) return;
    const link = linkTo(href);
    if (link && settled()) link.focus({ preventScroll: true });
    else requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

export function startReturnFocus(): void {
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("#main a[href]") : null;
      const href = link?.getAttribute("href");
      if (href) followed.set(here(), href);
    },
    true,
  );
  window.addEventListener("popstate", () => {
    const page = here();
    const href = followed.get(page);
    if (href) returnTo(href, page);
  });
}
