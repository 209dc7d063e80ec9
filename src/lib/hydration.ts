import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Whether the browser is still hydrating the page the server rendered. Set
 * by the entry before `hydrateRoot` and cleared once the page in view has
 * hydrated (PageReady), not just the frame around it: work that the HTML made
 * unnecessary (fetching the sanitiser for text the server sanitised) is skipped meanwhile.
 * A page at another address was never in the HTML: one the visitor moves to
 * before then (or a redirect) mounts as after hydration. (Compared whole, hash
 * included: an in-page link then ends it too, which only costs a part hydrated
 * later one more render.)
 */
let renderedAt: string | null = null;

export function startHydration(): void {
  renderedAt = location.href;
}

export function endHydration(): void {
  renderedAt = null;
}

export function isHydrating(): boolean {
  return location.href === renderedAt;
}

const subscribe = () => () => undefined;
const afterHydration = () => !isHydrating();
const onServer = () => false;

/**
 * False on the server and for a component hydrated from the server's HTML; true
 * for one mounted once hydration has ended, or on a page opened in the app. The value is the one the
 * component mounted with and never changes: no re-render follows.
 */
export function useMountedAfterHydration(): boolean {
  // React reads the server's snapshot while it hydrates a component, and the
  // browser's otherwise. The two agree until the page has hydrated, so the check
  // React makes after each hydrating commit finds nothing to redo (a part hydrated
  // later still is re-rendered once, at once, keeping its first value).
  const now = useSyncExternalStore(subscribe, afterHydration, onServer);
  const [atMount] = useState(now);
  return atMount;
}

/**
 * False on the server and during hydration, true afterwards: a component whose
 * output depends on this browser (its storage, its screen) renders the server's
 * neutral state first and its own right after.
 */
export function useHydrated(): boolean {
  const mountedAfter = useMountedAfterHydration();
  const [caughtUp, setCaughtUp] = useState(false);
  useEffect(() => {
    // A transition, so that every such component catches up in one render that yields to the
    // browser. A store change would re-render them synchronously, in one long task.
    if (!mountedAfter) startTransition(() => setCaughtUp(true));
  }, [mountedAfter]);
  return mountedAfter || caughtUp;
}
