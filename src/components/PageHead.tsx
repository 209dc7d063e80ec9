import { lazy, Suspense } from "react";
import { useHydrated } from "../lib/hydration.js";
import { loadLaterMessages } from "../lib/i18n.js";
import type { PageHeadProps } from "./BrowserHead.js";

const BrowserHead = lazy(() => Promise.all([import("./BrowserHead.js"), loadLaterMessages()]).then(([module]) => ({ default: module.BrowserHead })));

/**
 * The page's head as the app keeps it. The server writes each page's head
 * itself, so this renders nothing there, nor while the page hydrates: its code
 * (the titles of every page) loads after, and replaces the server's tags then.
 */
export function PageHead(props: PageHeadProps) {
  const hydrated = useHydrated();
  if (import.meta.env.SSR || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <BrowserHead {...props} />
    </Suspense>
  );
}
