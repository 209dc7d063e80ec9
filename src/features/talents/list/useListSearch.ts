import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useSearchParams, withParam } from "../../../lib/search-params.js";

/** Typing filters at once; the URL (`?q=`) follows once typing pauses, so a keystroke costs no navigation. */
const urlDelayMs = 150;

/**
 * The list's search text. It starts from `?q=` and follows it when the URL
 * changes elsewhere (the navbar's search, back/forward); the page's own box
 * changes it at once and writes it back to the URL, in place, shortly after.
 */
export function useListSearch(): [query: string, setQuery: (value: string) => void] {
  const [, navigate] = useLocation();
  const params = useSearchParams();
  const fromUrl = params.get("q") ?? "";
  const [query, setLocal] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (seen !== fromUrl) {
    setSeen(fromUrl);
    setLocal(fromUrl);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A search from the URL wins over a write still waiting.
  useEffect(() => () => clearTimeout(timer.current), [fromUrl]);

  const setQuery = (value: string) => {
    setLocal(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // The page's current path: a filter may have been picked meanwhile.
      const { pathname, search } = window.location;
      navigate(pathname + withParam(new URLSearchParams(search), "q", value.trim() ? value : ""), { replace: true, state: { keepScroll: true } });
    }, urlDelayMs);
  };
  return [query, setQuery];
}
