import { useSyncExternalStore } from "react";

/** Spec §9: the desktop slider (paired portraits) starts at 1024 px. */
const query = typeof window === "undefined" ? null : window.matchMedia("(min-width: 1024px)");

const subscribe = (onChange: () => void) => {
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
};

export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query?.matches ?? false,
    () => false,
  );
}
