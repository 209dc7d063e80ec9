/**
 * Fixed lists the site API's answers use, in a module of their own: pages
 * import them without the schemas of site-api.ts (and superstruct), which
 * stay off their first load.
 */

/** A profile's galleries (album 1452), in the order its tabs show them. */
export const galleryTypes = ["book", "snap", "compo", "video"] as const;
export type GalleryType = (typeof galleryTypes)[number];

/** The agency's two offices, in the order the contacts page lists them. */
export const cityKeys = ["rio_de_janeiro", "sao_paulo"] as const;
