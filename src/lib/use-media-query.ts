import { useSyncExternalStore } from "react";

const lists = new Map<string, MediaQueryList>();
const listOf = (query: string): MediaQueryList => {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
};

/**
 * Whether a media query matches, following changes. False on the server and
 * while the page hydrates (the server cannot know the screen), then the
 * browser's own answer.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => listOf(query).matches,
    () => false,
  );
}
