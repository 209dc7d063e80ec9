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
  privacy: "src/features/privacy/PrivacyPage.tsx",
};

/**
 * The catalog of each route's page in locales/{locale}/: its feature folder's,
 * but for the talent profile, whose texts are apart from the list's (see lingui.config.ts).
 */
const catalogs: Record<RouteName, string> = {
  home: "home",
  about: "about",
  hubDigital: "hub",
  gallery: "gallery",
  galleryItemDetails: "gallery",
  talents: "talents",
  talent: "talent",
  contact: "contact",
  getscouted: "getscouted",
  selection: "selection",
  privacy: "privacy",
};

export function featureOf(route: RouteName): string {
  return catalogs[route];
}
