import type { Locale } from "./routes.js";

/** The web app manifest the build writes, in Portuguese. */
export const builtManifestPath = "/manifest.webmanifest";

/** Where each language's manifest is served (the server localizes the built one): Portuguese keeps the built file's address. */
export const manifestPath = (locale: Locale, builtPath = builtManifestPath) => (locale === "pt" ? builtPath : `/${locale}${builtPath}`);
