import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { featureOf } from "./page-sources.js";
import { locales, pathFor, resolvePath, routeNames, switchLocale, type RouteMatch, type RouteName, type RouteParams } from "./routes.js";

const samples: { [N in RouteName]: { params: RouteParams[N]; path: string } } = {
  home: { params: {}, path: "/" },
  about: { params: {}, path: "/agencia" },
  hubDigital: { params: {}, path: "/hub-digital" },
  gallery: { params: {}, path: "/galeria" },
  galleryItemDetails: { params: { id: 12, slug: "novos-rostos" }, path: "/galeria/12/novos-rostos" },
  talents: { params: { category: "feminino" }, path: "/modelos/feminino" },
  talent: { params: { id: 1001, name: "joao-silva" }, path: "/modelos/1001/joao-silva" },
  contact: { params: {}, path: "/contatos" },
  getscouted: { params: {}, path: "/seja-um-modelo" },
  selection: { params: {}, path: "/selecao" },
  privacy: { params: {}, path: "/privacidade" },
};

describe("route table", () => {
  it("has a sample for every route name", () => {
    expect(Object.keys(samples).sort()).toEqual([...routeNames].sort());
  });

  for (const locale of locales) {
    for (const name of routeNames) {
      it(`builds and matches ${name} in ${locale}`, () => {
        const { params, path } = samples[name];
        const expected = locale === "pt" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`;
        const built = pathFor(name, params as never, locale);
        expect(built).toBe(expected);
        const resolved = resolvePath(built);
        expect(resolved).toEqual({ kind: "route", match: { name, params, locale } });
      });
    }
  }

  it("names a catalog that exists for every route's page, in every language", () => {
    for (const name of routeNames) {
      for (const locale of locales) expect(existsSync(`locales/${locale}/${featureOf(name)}.po`), `${name} in ${locale}`).toBe(true);
    }
  });

  it("matches the talents list with and without a category", () => {
    expect(resolvePath("/modelos")).toEqual({ kind: "route", match: { name: "talents", params: {}, locale: "pt" } });
    for (const category of ["feminino", "masculino", "curves"]) {
      expect(resolvePath(`/en/modelos/${category}`)).toMatchObject({ kind: "route", match: { name: "talents", params: { category } } });
    }
    expect(resolvePath("/modelos/infantil")).toEqual({ kind: "not-found", locale: "pt" });
  });

  it("keeps the language of an address that does not decode", () => {
    expect(resolvePath("/en/100%")).toEqual({ kind: "not-found", locale: "en" });
    expect(resolvePath("/es/modelos/%E0%A4%A")).toEqual({ kind: "not-found", locale: "es" });
    expect(resolvePath("/%ZZ")).toEqual({ kind: "not-found", locale: "pt" });
  });

  it("accepts a profile or post without its slug, and trailing slashes", () => {
    expect(resolvePath("/modelos/7")).toEqual({ kind: "route", match: { name: "talent", params: { id: 7, name: undefined }, locale: "pt" } });
    expect(resolvePath("/es/galeria/3/")).toMatchObject({ kind: "route", match: { name: "galleryItemDetails", params: { id: 3 }, locale: "es" } });
    expect(resolvePath("/agencia/")).toMatchObject({ kind: "route", match: { name: "about" } });
  });

  it("redirects /pt paths to the same path without the prefix", () => {
    expect(resolvePath("/pt")).toEqual({ kind: "redirect", to: "/" });
    expect(resolvePath("/pt/modelos/12/ana-souza")).toEqual({ kind: "redirect", to: "/modelos/12/ana-souza" });
    expect(resolvePath("/pt/nada")).toEqual({ kind: "redirect", to: "/nada" });
  });

  it("answers not-found for unknown languages, unknown paths and malformed ids", () => {
    for (const path of ["/fr", "/fr/modelos", "/de/agencia", "/nada", "/modelos/0", "/modelos/abc/x", "/galeria/x", "/agencia/mais", "/en/en", "/%E0%A4%A"]) {
      expect(resolvePath(path).kind, path).toBe("not-found");
    }
    expect(resolvePath("/en/nada")).toEqual({ kind: "not-found", locale: "en" });
  });

  it("switches a page to another language", () => {
    const match: RouteMatch = { name: "talent", params: { id: 5, name: "ana" }, locale: "pt" };
    expect(switchLocale(match, "es")).toBe("/es/modelos/5/ana");
    expect(switchLocale({ name: "home", params: {}, locale: "en" }, "pt")).toBe("/");
  });
});
