import { lazy, Suspense, useEffect, useMemo } from "react";
import { useLocation } from "wouter";
import { PageHead } from "../../components/PageHead.js";
import { activateLocale } from "../../lib/i18n.js";
import { RouteMatchContext } from "../../lib/route-context.js";
import { resolvePath, type RouteMatch } from "../../lib/routes.js";
import { localeAtom, pageErrorAtom, useAtom, useSetAtom } from "../../state/store.js";
import { ErrorBoundary } from "../errors/ErrorBoundary.js";
import { ErrorPage } from "../errors/error-page.js";
import { Layout } from "../layout/Layout.js";
import { PageReady } from "./PageReady.js";
import { pageComponent, type PageProps } from "./pages.js";
import { ScrollManager } from "./ScrollManager.js";

// Shown only while a page opened inside the app loads: its code comes after the first page.
const ProgressBar = lazy(() => import("../../components/ProgressBar.js").then((module) => ({ default: module.ProgressBar })));
const progress = (
  <Suspense fallback={null}>
    <ProgressBar />
  </Suspense>
);

// Pages with data in their title (a talent, a post) write their own head.
const headFromPage = new Set<RouteMatch["name"]>(["talent", "galleryItemDetails"]);

function Page({ match }: { match: RouteMatch }) {
  const Component = pageComponent(match.name) as React.ComponentType<PageProps<typeof match.name>>;
  return (
    <>
      {!headFromPage.has(match.name) && <PageHead />}
      <Component params={match.params} />
    </>
  );
}

/**
 * Which page instance is shown: a filter that only changes the category or the
 * query keeps the same page (no remount, no refetch); another talent or post is a new one.
 */
function pageKeyOf(match: RouteMatch | null, location: string): string {
  if (!match) return `not-found:${location}`;
  if (match.name === "talent" || match.name === "galleryItemDetails") return `${match.locale}:${match.name}:${match.params.id}`;
  return `${match.locale}:${match.name}`;
}

/** Resolves the location against the route table and renders its page inside the layout. */
export function Router() {
  const [location, navigate] = useLocation();
  const resolution = useMemo(() => resolvePath(location), [location]);
  const setLocale = useSetAtom(localeAtom);
  const [pageError, setPageError] = useAtom(pageErrorAtom);
  // The server's error page stands for the page it was rendered at, until the visitor moves on.
  const serverError = pageError?.url === location ? pageError : null;
  const locale = resolution.kind === "route" ? resolution.match.locale : resolution.kind === "not-found" ? resolution.locale : "pt";

  useEffect(() => {
    // The query exactly as in the URL, not wouter's decoded copy of it.
    if (resolution.kind === "redirect") navigate(resolution.to + window.location.search, { replace: true });
  }, [resolution, navigate]);

  useEffect(() => {
    if (pageError && pageError.url !== location) setPageError(null);
  }, [pageError, location, setPageError]);

  // Back/forward into another language: follow it.
  useEffect(() => {
    void activateLocale(locale).then(() => setLocale(locale));
  }, [locale, setLocale]);

  if (resolution.kind === "redirect") return null;
  const match = resolution.kind === "route" ? resolution.match : null;
  const pageKey = pageKeyOf(match, location);
  return (
    <RouteMatchContext value={match}>
      <ScrollManager />
      <Layout pageKey={pageKey}>
        <ErrorBoundary key={pageKey}>
          <Suspense fallback={progress}>
            {/* The 404 page writes its own head. */}
            {serverError ? (
              <ErrorPage status={serverError.status} code={serverError.code} onRetry={serverError.status === 404 ? undefined : () => setPageError(null)} />
            ) : match ? (
              <Page match={match} />
            ) : (
              <ErrorPage status={404} />
            )}
            <PageReady />
          </Suspense>
        </ErrorBoundary>
      </Layout>
    </RouteMatchContext>
  );
}
