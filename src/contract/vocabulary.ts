/**
 * Fixed lists the site API's answers use, in a module of their own: pages
 * import them without the schemas of site-api.ts (and superstruct), which
 * stay off their first load.
 */

/** The agency's two offices, in the order the contacts page lists them. */
export const cityKeys = ["rio_de_janeiro", "sao_paulo"] as const;
