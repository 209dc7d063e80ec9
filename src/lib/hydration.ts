import { useSyncExternalStore } from "react";

/**
 * Whether the browser is still hydrating the page the server rendered. Set
 * by the entry before `hydrateRoot` and cleared once the app has committed:
 * work that the HTML made unnecessary (fetching the sanitiser for text the
 * server sanitised) is skipped meanwhile.
 */
let hydrating = false;

export function startHydration(): void {
  hydrating = true;
}

export function endHydration(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards: a component whose
 * output depends on this browser (its storage, its screen) renders the server's
 * neutral state first and its own right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
