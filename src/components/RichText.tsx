import { use, useMemo, type MouseEvent } from "react";
import { useLocation } from "wouter";
import { resolvePath, switchLocale } from "../lib/routes.js";
import type { SanitizeOptions } from "../lib/sanitize-html.js";
import { sanitizedKey } from "../lib/sanitized-key.js";
import { loadSanitizer } from "../lib/sanitizer.js";
import { localizeLinks } from "../lib/localize-links.js";
import { localeAtom, sanitizedHtmlAtom, serverSanitizerAtom, siteAtom, useAtomValue } from "../state/store.js";
import styles from "./RichText.module.css";
import { platformTextLang } from "../lib/i18n-tags.js";

interface RichTextProps {
  /** CMS HTML as the API sends it: sanitised here, never rendered raw. */
  html: string;
  options?: SanitizeOptions;
  className?: string;
}

/** The HTML as the server sanitised it for this page, else sanitised here (the sanitiser loads on demand). */
function useSanitized(html: string, options: SanitizeOptions): string {
  const key = useMemo(() => sanitizedKey(html, options), [html, options]);
  const fromPage = useAtomValue(sanitizedHtmlAtom)[key];
  const onServer = useAtomValue(serverSanitizerAtom);
  const { origin } = useAtomValue(siteAtom);
  if (fromPage !== undefined) return fromPage;
  if (onServer) return onServer(html, options.scaleFontSizes ?? false, options.imageSizes);
  // `use` may sit under a condition: a page carried by the HTML never loads the sanitiser.
  const { sanitizeHtml } = use(loadSanitizer());
  return sanitizeHtml(html, { ...options, origin });
}

/**
 * CMS HTML (a post, the about text), sanitised with DOMPurify and styled as
 * prose. Links to the site's own pages are written in the page's language
 * and open in the app instead of reloading the page. Off the server's page, it suspends
 * until the sanitiser has loaded: pages call `loadSanitizer()` before reading
 * their data, so both come in parallel.
 */
export function RichText({ html, options, className }: RichTextProps) {
  const { scaleFontSizes, imageSizes } = options ?? {};
  const stableOptions = useMemo(() => ({ scaleFontSizes, imageSizes }), [scaleFontSizes, imageSizes]);
  const sanitized = useSanitized(html, stableOptions);
  const locale = useAtomValue(localeAtom);
  const { origin } = useAtomValue(siteAtom);
  const clean = useMemo(() => localizeLinks(sanitized, locale, origin), [sanitized, locale, origin]);
  const [, navigate] = useLocation();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest("a");
    if (!link?.href || link.target) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    const resolution = resolvePath(url.pathname);
    if (resolution.kind !== "route") return;
    event.preventDefault();
    navigate(switchLocale(resolution.match, locale) + url.search + url.hash);
  };

  return (
    // Clicks are delegated from the links inside; the div itself is not interactive.
    <div className={[styles.prose, className ?? ""].join(" ")} lang={platformTextLang} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
