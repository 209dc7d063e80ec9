import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { loadFeatureMessages } from "../../lib/i18n.js";
import { featureOf } from "../../lib/page-sources.js";
import { registerPreloaders } from "../../lib/prefetch.js";
import type { RouteName, RouteParams } from "../../lib/routes.js";

export interface PageProps<N extends RouteName> {
  params: RouteParams[N];
}

type PageModules = { [N in RouteName]: () => Promise<{ default: ComponentType<PageProps<N>> }> };

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
};

// A page renders once its code and its texts are both there; they load side by side.
const modules = Object.fromEntries(
  Object.entries(chunks).map(([name, load]) => [
    name,
    async () => (await Promise.all([load(), loadFeatureMessages(featureOf(name as RouteName))]))[0],
  ]),
) as PageModules;

registerPreloaders(modules);

export const pages = Object.fromEntries(
  Object.entries(modules).map(([name, load]) => [name, lazy(load as () => Promise<{ default: ComponentType<PageProps<RouteName>> }>)]),
) as unknown as {
  [N in RouteName]: LazyExoticComponent<ComponentType<PageProps<N>>>;
};
