import { useEffect, useRef, type AnchorHTMLAttributes } from "react";
import { Link } from "wouter";
import { prefetchRoute } from "../lib/prefetch.js";
import { pathFor, type Locale, type RouteName, type RouteParams } from "../lib/routes.js";
import { localeAtom, useAtomValue } from "../state/store.js";

type RouteLinkProps<N extends RouteName> = {
  to: N;
  locale?: Locale;
  /** Replace the history entry and keep the scroll position (filters). */
  replace?: boolean;
} & (Record<string, never> extends RouteParams[N] ? { params?: RouteParams[N] } : { params: RouteParams[N] }) &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

/**
 * A link to a named route in the current language. Its page's code is
 * prefetched when the link scrolls into view or is hovered or focused.
 */
export function RouteLink<N extends RouteName>({ to, params, locale, replace, onMouseEnter, onFocus, ...anchor }: RouteLinkProps<N>) {
  const current = useAtomValue(localeAtom);
  const href = pathFor(to, (params ?? {}) as RouteParams[N], locale ?? current);
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        prefetchRoute(to);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [to]);

  return (
    <Link
      ref={ref}
      href={href}
      replace={replace}
      state={replace ? { keepScroll: true } : undefined}
      onMouseEnter={(event) => {
        prefetchRoute(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchRoute(to);
        onFocus?.(event);
      }}
      {...anchor}
    />
  );
}
