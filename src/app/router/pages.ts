import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { loadFeatureMessages, prefetchFeatureMessages } from "../../lib/i18n.js";
import { featureOf } from "../../lib/page-sources.js";
import { registerPreloaders } from "../../lib/prefetch.js";
import type { RouteName, RouteParams } from "../../lib/routes.js";

export interface PageProps<N extends RouteName> {
  params: RouteParams[N];
}

type PageComponent<N extends RouteName> = ComponentType<PageProps<N>>;
type PageModules = { [N in RouteName]: () => Promise<{ default: PageComponent<N> }> };

// One chunk per page: the first load carries only the shell and the page in view.
const chunks: PageModules = {
  home: () => import("../../features/home/HomePage.js"),
  about: () => import("../../features/about/AboutPage.js"),
  hubDigital: () => import("../../features/hub/HubDigitalPage.js"),
  gallery: () => import("../../features/gallery/GalleryPage.js"),
  galleryItemDetails: () => import("../../features/gallery/GalleryItemPage.js"),
  talents: () => import("../../features/talents/TalentsPage.js"),
  talent: () => import("../../features/talents/TalentPage.js"),
  contact: () => import("../../features/contact/ContactPage.js"),
  getscouted: () => import("../../features/getscouted/GetScoutedPage.js"),
  selection: () => import("../../features/selection/SelectionPage.js"),
  privacy: () => import("../../features/contact/PrivacyPage.js"),
};

const loaded = new Map<RouteName, PageComponent<never>>();

/**
 * Loads a page's code and, in the browser, its texts (side by side). Once
 * loaded, the router renders it without suspending: the server loads the page
 * before rendering it, and the browser before hydrating it.
 */
export async function loadPage<N extends RouteName>(name: N): Promise<PageComponent<N>> {
  const texts = import.meta.env.SSR ? undefined : loadFeatureMessages(featureOf(name));
  const [module] = await Promise.all([chunks[name](), texts]);
  loaded.set(name, module.default as PageComponent<never>);
  return module.default;
}

const routes = Object.keys(chunks) as RouteName[];

// Prefetching only downloads: the texts are added when the page itself loads.
registerPreloaders(Object.fromEntries(routes.map((name) => [name, () => Promise.all([chunks[name](), prefetchFeatureMessages(featureOf(name))])])));

const lazyPages = Object.fromEntries(
  routes.map((name) => [name, lazy(async () => ({ default: await loadPage(name) }))]),
) as unknown as { [N in RouteName]: LazyExoticComponent<PageComponent<N>> };

/** The component of a page: itself once loaded, else a lazy one that loads it. */
export function pageComponent<N extends RouteName>(name: N): PageComponent<N> {
  return (loaded.get(name) as PageComponent<N> | undefined) ?? lazyPages[name];
}
