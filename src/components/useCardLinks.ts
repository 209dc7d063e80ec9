import { useEffect, type MouseEvent } from "react";
import { useLocation } from "wouter";
import { prefetchRoute } from "../lib/prefetch.js";

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One click listener for every card link of a grid: a plain click opens the
 * profile in the app (a router link per card would subscribe each to the
 * location). The profile page's code is fetched while the visitor looks.
 */
export function useCardLinks(): (event: MouseEvent<HTMLUListElement>) => void {
  const [, navigate] = useLocation();

  useEffect(() => {
    const prefetch = () => prefetchRoute("talent");
    // Safari has no requestIdleCallback.
    if ("requestIdleCallback" in window) window.requestIdleCallback(prefetch);
    else setTimeout(prefetch, 1500);
  }, []);

  return (event) => {
    const link = (event.target as Element).closest("a");
    if (!link || event.defaultPrevented || !isPlainClick(event) || link.target) return;
    event.preventDefault();
    navigate(link.pathname);
  };
}
