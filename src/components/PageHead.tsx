import { useLingui } from "@lingui/react";
import { useAtomValue } from "jotai";
import { languageTags } from "../lib/i18n-tags.js";
import { useRouteMatch } from "../lib/route-context.js";
import { locales, switchLocale } from "../lib/routes.js";
import { fullTitle, noIndexRoutes, pageSeo } from "../lib/seo.js";
import { siteAtom } from "../state/store.js";

interface PageHeadProps {
  /** Values for the page's title and description (a talent's name, a post's title). */
  values?: Record<string, string>;
  /** Render the not-found head whatever the route (an unknown id). */
  notFound?: boolean;
}

/**
 * Title, description, canonical URL and language alternates of the current page.
 * React 19 hoists these into <head> in the browser. The server writes the page's
 * head itself (richer, for link previews), so here they render in the browser
 * only: rendered on the server they would land in the page's markup.
 */
export function PageHead(props: PageHeadProps) {
  return import.meta.env.SSR ? null : <BrowserHead {...props} />;
}

function BrowserHead({ values, notFound }: PageHeadProps) {
  const { i18n } = useLingui();
  const routeMatch = useRouteMatch();
  const match = notFound ? null : routeMatch;
  const key = match?.name ?? "notFound";
  const seo = pageSeo[key];
  const title = fullTitle(i18n._(seo.title.id, values, { message: seo.title.message }), key);
  const description = i18n._(seo.description.id, values, { message: seo.description.message });
  const { origin } = useAtomValue(siteAtom);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {match && <link rel="canonical" href={origin + switchLocale(match, match.locale)} />}
      {match &&
        locales.map((locale) => <link key={locale} rel="alternate" hrefLang={languageTags[locale]} href={origin + switchLocale(match, locale)} />)}
      {match && <link rel="alternate" hrefLang="x-default" href={origin + switchLocale(match, "pt")} />}
      {(!match || noIndexRoutes.has(match.name)) && <meta name="robots" content="noindex" />}
    </>
  );
}
