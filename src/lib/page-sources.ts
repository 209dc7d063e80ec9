import type { RouteName } from "./routes.js";

/**
 * The module of each route's page, as src/app/router/pages.ts imports it. The
 * build manifest names chunks by these paths: the server preloads a page's
 * chunk with its HTML, and scripts/bundle-budget.ts weighs each page's first load.
 */
export const pageSources: Record<RouteName, string> = {
  home: "src/features/home/HomePage.tsx",
  about: "src/features/about/AboutPage.tsx",
  hubDigital: "src/features/hub/HubDigitalPage.tsx",
  gallery: "src/features/gallery/GalleryPage.tsx",
  galleryItemDetails: "src/features/gallery/GalleryItemPage.tsx",
  talents: "src/features/talents/TalentsPage.tsx",
  talent: "src/features/talents/TalentPage.tsx",
  contact: "src/features/contact/ContactPage.tsx",
  getscouted: "src/features/getscouted/GetScoutedPage.tsx",
  selection: "src/features/selection/SelectionPage.tsx",
  privacy: "src/features/contact/PrivacyPage.tsx",
};

/**
 * The catalog of each route's page in locales/{locale}/: its feature folder's,
 * named like the route but for these. The talent profile's texts are apart from
 * the list's, and the privacy notice's from the contact page's (see lingui.config.ts).
 * Kept to the exceptions: this table is in every page's first load.
 */
const catalogs: Partial<Record<RouteName, string>> = {
  hubDigital: "hub",
  galleryItemDetails: "gallery",
};

export function featureOf(route: RouteName): string {
  return catalogs[route] ?? route;
}
