import type { Article, ContactPoint, Organization, Person, WithContext } from "schema-dts";
import type { City, Post, Social, Staff, TalentProfile } from "../../../src/contract/site-api.js";
import { previewImageWidth } from "../../../src/contract/media.js";
import { mediaUrl } from "../../../src/lib/media.js";
import { siteName } from "../../../src/lib/seo.js";

/**
 * Structured data (schema.org JSON-LD) for search engines: the agency with its
 * offices, a talent's profile, a gallery post. Built from the platform's data,
 * typed with schema.org's own vocabulary (schema-dts), and checked against the
 * schema.org types in tests/integration/structured-data.test.ts.
 */
export type JsonLd = WithContext<Organization> | WithContext<Person> | WithContext<Article>;

const context = "https://schema.org" as const;
/** Images in structured data are drawn at the preview width, like og:image. */
const imageUrl = (origin: string, key: string) => `${origin}${mediaUrl(key, previewImageWidth)}`;

const offices: Record<City["key"], { name: string; locality: string; region: string }> = {
  rio_de_janeiro: { name: "Rio de Janeiro", locality: "Rio de Janeiro", region: "RJ" },
  sao_paulo: { name: "São Paulo", locality: "São Paulo", region: "SP" },
};

/** A Brazilian postal code (CEP) inside a one-line address. */
const cepPattern = /\b\d{5}-?\d{3}\b/;

/** An office, as a department of the agency (schema.org's way to give one organization several addresses). */
function office(city: City): Organization {
  const known = offices[city.key];
  const postalCode = cepPattern.exec(city.address ?? "")?.[0];
  return {
    "@type": "Organization",
    name: `${siteName} ${known.name}`,
    ...(city.address
      ? {
          address: {
            "@type": "PostalAddress",
            // The platform keeps the address as one line: it is the street address, and the city and state are known.
            streetAddress: city.address,
            addressLocality: known.locality,
            addressRegion: known.region,
            addressCountry: "BR",
            ...(postalCode ? { postalCode } : {}),
          },
        }
      : {}),
    ...(city.phone ? { telephone: city.phone } : {}),
  };
}

function contactPoints(staff: Staff): ContactPoint[] {
  return staff.general
    .filter((person) => person.email || person.phone)
    .map((person) => ({
      "@type": "ContactPoint",
      contactType: person.role ?? person.name,
      ...(person.email ? { email: person.email } : {}),
      ...(person.phone ? { telephone: person.phone } : {}),
    }));
}

/** The agency: its offices (address and phone of each), its general contacts and its social profiles. */
export function organizationLd(origin: string, staff: Staff, social: Social | undefined): WithContext<Organization> {
  const points = contactPoints(staff);
  const sameAs = (social?.links ?? []).map((link) => link.url).filter((url) => /^https:\/\//.test(url));
  return {
    "@context": context,
    "@type": "Organization",
    name: siteName,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    department: staff.cities.map(office),
    ...(points.length > 0 ? { contactPoint: points } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

const agency = (origin: string, withLogo = false): Organization => ({
  "@type": "Organization",
  name: siteName,
  url: `${origin}/`,
  ...(withLogo ? { logo: `${origin}/icons/icon-512.png` } : {}),
});

/** A talent: name, portrait, profile page, and the agency that represents them. */
export function personLd(origin: string, url: string, profile: TalentProfile): WithContext<Person> {
  const image = profile.cover ?? profile.galleries.book[0]?.src ?? null;
  return {
    "@context": context,
    "@type": "Person",
    name: profile.name,
    url,
    ...(image ? { image: imageUrl(origin, image) } : {}),
    affiliation: agency(origin),
  };
}

/** `published_at` as an ISO 8601 date-time, when the platform gave one that parses. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A gallery post: headline, cover, date, and the agency as its author and publisher. */
export function articleLd(origin: string, url: string, post: Post): WithContext<Article> {
  const published = isoDate(post.publishedAt);
  const description = post.subtitle ?? post.description;
  return {
    "@context": context,
    "@type": "Article",
    headline: post.title,
    url,
    mainEntityOfPage: url,
    ...(description ? { description } : {}),
    ...(post.cover ? { image: imageUrl(origin, post.cover) } : {}),
    ...(published ? { datePublished: published } : {}),
    author: agency(origin),
    publisher: agency(origin, true),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are
 * escaped, so no `</script>` or `<!--` in a name or a title can end the
 * element; the two line separators are escaped too. JSON parsers read the
 * escapes back as the very characters.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
