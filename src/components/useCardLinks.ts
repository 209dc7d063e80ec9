import { useEffect, type MouseEvent } from "react";
import { useLocation } from "wouter";
import { prefetchRoute } from "../lib/prefetch.js";
import type { RouteName } from "../lib/routes.js";
import { whenIdle } from "../lib/when-idle.js";

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One click listener for every card link of a list: a plain click opens the
 * card's page in the app, where a router link per card would subscribe each
 * to the location.
 */
export function useCardLinks<E extends Element>(): (event: MouseEvent<E>) => void {
  const [, navigate] = useLocation();
  return (event) => {
    const link = (event.target as Element).closest("a");
    if (!link || event.defaultPrevented || !isPlainClick(event) || link.target) return;
    event.preventDefault();
    navigate(link.pathname);
  };
}

/** Fetches the code of `route`'s page once the browser is idle: the page the cards of a list open. */
export function usePrefetchWhenIdle(route: RouteName): void {
  useEffect(() => {
    whenIdle(() => prefetchRoute(route), { fallback: 1500 });
  }, [route]);
}
