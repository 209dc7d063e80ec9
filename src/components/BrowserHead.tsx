import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { languageTags } from "../lib/i18n-tags.js";
import { useRouteMatch } from "../lib/route-context.js";
import { locales, switchLocale } from "../lib/routes.js";
import { dropServerHead } from "../lib/server-head.js";
import { canonicalQuery, fullTitle, noIndexRoutes, seoOf, talentSeoValues } from "../lib/seo.js";
import { useSearchParams } from "../lib/search-params.js";
import { useManifestLanguage } from "../lib/use-manifest-language.js";
import type { Gender, Measures } from "../contract/site-api.js";
import { siteAtom, useAtomValue } from "../state/store.js";

export interface PageHeadProps {
  /** Values for the page's title and description (a talent's name, a post's title). */
  values?: Record<string, string>;
  /** A profile's name and measures: its description names the main ones, like the server's preview. */
  talent?: { name: string; gender: Gender; measures: Measures };
  /** Render the not-found head whatever the route (an unknown id). */
  notFound?: boolean;
}

/**
 * Title, description, canonical URL and language alternates of the current
 * page, which React 19 hoists into <head>. Takes over from the head the server
 * wrote (richer, for link previews) once the page is up: see PageHead.
 */
export function BrowserHead({ values: given, talent, notFound }: PageHeadProps) {
  const { i18n } = useLingui();
  const values = talent ? talentSeoValues(talent, (descriptor, messageValues) => i18n._(descriptor.id, messageValues, { message: descriptor.message })) : given;
  const routeMatch = useRouteMatch();
  const match = notFound ? null : routeMatch;
  const key = match?.name ?? "notFound";
  const params = useSearchParams();
  const seo = seoOf(key, params);
  const query = canonicalQuery(key, params);
  const title = fullTitle(i18n._(seo.title.id, values, { message: seo.title.message }), key);
  const description = i18n._(seo.description.id, values, { message: seo.description.message });
  const { origin } = useAtomValue(siteAtom);
  // From here on React owns the head: the server's tags go.
  useEffect(dropServerHead, []);
  useManifestLanguage();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {match && <link rel="canonical" href={origin + switchLocale(match, match.locale) + query} />}
      {match &&
        locales.map((locale) => <link key={locale} rel="alternate" hrefLang={languageTags[locale]} href={origin + switchLocale(match, locale) + query} />)}
      {match && <link rel="alternate" hrefLang="x-default" href={origin + switchLocale(match, "pt") + query} />}
      {(!match || noIndexRoutes.has(match.name)) && <meta name="robots" content="noindex" />}
    </>
  );
}
