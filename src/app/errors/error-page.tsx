import { lazy, Suspense } from "react";
import { loadLaterMessages } from "../../lib/i18n.js";
import type { ErrorPageProps, ErrorPageView } from "./ErrorPage.js";

export type { ErrorStatus } from "./ErrorPage.js";

/**
 * The error page is rarely shown, so its code is not on every page's first
 * load. A page rendered as an error (by the server, and the browser hydrating
 * it) loads it first; elsewhere it loads when it is needed.
 */
let loaded: typeof ErrorPageView | null = null;

export async function loadErrorPage(): Promise<typeof ErrorPageView> {
  // The server renders with every catalog in; the browser loads the page's texts with its code.
  const [module] = await Promise.all([import("./ErrorPage.js"), import.meta.env.SSR ? undefined : loadLaterMessages()]);
  loaded = module.ErrorPageView;
  return loaded;
}

const LazyErrorPage = lazy(async () => ({ default: await loadErrorPage() }));

export function ErrorPage(props: ErrorPageProps) {
  if (loaded) {
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <LazyErrorPage {...props} />
    </Suspense>
  );
}
