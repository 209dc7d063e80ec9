/**
 * The one route table of the site, read by the browser's router and by the
 * server (HTTP status, /pt redirect, link previews, sitemap). Paths are the
 * same in every language; en and es add a prefix, Portuguese has none.
 */

export const locales = ["pt", "en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "pt";

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** URL category → what the talents list shows. */
export const talentCategories = ["feminino", "masculino", "curves"] as const;
export type TalentCategory = (typeof talentCategories)[number];

export interface RouteParams {
  home: Record<string, never>;
  about: Record<string, never>;
  hubDigital: Record<string, never>;
  gallery: Record<string, never>;
  galleryItemDetails: { id: number; slug?: string | undefined };
  talents: { category?: TalentCategory | undefined };
  talent: { id: number; name?: string | undefined };
  contact: Record<string, never>;
  getscouted: Record<string, never>;
  selection: Record<string, never>;
  privacy: Record<string, never>;
}
export type RouteName = keyof RouteParams;

export const routeNames: readonly RouteName[] = [
  "home",
  "about",
  "hubDigital",
  "gallery",
  "galleryItemDetails",
  "talents",
  "talent",
  "contact",
  "getscouted",
  "selection",
  "privacy",
];

/** A matched location. Distributes over names so `params` narrows with `name`. */
export type RouteMatch = { [N in RouteName]: { name: N; params: RouteParams[N]; locale: Locale } }[RouteName];

export type Resolution = { kind: "route"; match: RouteMatch } | { kind: "redirect"; to: string } | { kind: "not-found"; locale: Locale };

/** The single-segment pages. */
const staticPaths = {
  about: "agencia",
  hubDigital: "hub-digital",
  gallery: "galeria",
  contact: "contatos",
  getscouted: "seja-um-modelo",
  selection: "selecao",
  privacy: "privacidade",
} as const;

const positiveId = (segment: string | undefined): number | undefined => {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id <= 2147483647 ? id : undefined;
};

function splitPath(pathname: string): string[] | undefined {
  try {
    return pathname
      .split("/")
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined; // malformed percent-encoding
  }
}

function matchSegments(segments: string[], locale: Locale): RouteMatch | undefined {
  const [first, second, third, ...rest] = segments;
  if (rest.length > 0) return undefined;
  if (first === undefined) return { name: "home", params: {}, locale };
  if (second === undefined) {
    for (const [name, path] of Object.entries(staticPaths) as [keyof typeof staticPaths, string][]) {
      if (first === path) return { name, params: {}, locale };
    }
  }
  if (first === "galeria" && second !== undefined) {
    const id = positiveId(second);
    return id === undefined ? undefined : { name: "galleryItemDetails", params: { id, slug: third }, locale };
  }
  if (first === "modelos") {
    if (second === undefined) return { name: "talents", params: {}, locale };
    if (third === undefined && (talentCategories as readonly string[]).includes(second)) {
      return { name: "talents", params: { category: second as TalentCategory }, locale };
    }
    const id = positiveId(second);
    return id === undefined ? undefined : { name: "talent", params: { id, name: third }, locale };
  }
  return undefined;
}

/** Resolves a pathname (without query) to a page, a redirect target or not-found. */
export function resolvePath(pathname: string): Resolution {
  const segments = splitPath(pathname);
  // An address that does not decode is still in its prefix's language.
  if (!segments) return { kind: "not-found", locale: localeOf(pathname) };
  // Portuguese has no prefix: /pt/... is the same page without it.
  if (segments[0] === defaultLocale) {
    return { kind: "redirect", to: `/${segments.slice(1).map(encodeURIComponent).join("/")}` };
  }
  const locale = isLocale(segments[0]) ? segments[0] : defaultLocale;
  const rest = locale === defaultLocale ? segments : segments.slice(1);
  const match = matchSegments(rest, locale);
  return match ? { kind: "route", match } : { kind: "not-found", locale };
}

/** The locale a pathname is in, even when the page itself does not exist. */
export function localeOf(pathname: string): Locale {
  const first = pathname.split("/").filter(Boolean)[0];
  return isLocale(first) ? first : defaultLocale;
}

function pathWithoutLocale<N extends RouteName>(name: N, params: RouteParams[N]): string {
  switch (name) {
    case "home":
      return "/";
    case "galleryItemDetails": {
      const { id, slug } = params as RouteParams["galleryItemDetails"];
      return slug ? `/galeria/${id}/${encodeURIComponent(slug)}` : `/galeria/${id}`;
    }
    case "talents": {
      const { category } = params as RouteParams["talents"];
      return category ? `/modelos/${category}` : "/modelos";
    }
    case "talent": {
      const { id, name: slug } = params as RouteParams["talent"];
      return slug ? `/modelos/${id}/${encodeURIComponent(slug)}` : `/modelos/${id}`;
    }
    default:
      return `/${(staticPaths as Record<string, string>)[name] ?? ""}`;
  }
}

/** The path of a named route in a locale; links are always built with this. */
export function pathFor<N extends RouteName>(name: N, params: RouteParams[N], locale: Locale): string {
  const path = pathWithoutLocale(name, params);
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The same page in another language. */
export function switchLocale(match: RouteMatch, locale: Locale): string {
  return pathFor(match.name, match.params as never, locale);
}
