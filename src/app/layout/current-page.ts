import { useRouteMatch } from "../../lib/route-context.js";
import type { RouteName, TalentCategory } from "../../lib/routes.js";

/**
 * `aria-current` for the site's navigation links: "page" on the link to the
 * page in view. A list's category counts: on "Feminino", "All models" is not it.
 */
export function useCurrentPage(): (to: RouteName, category?: TalentCategory) => "page" | undefined {
  const match = useRouteMatch();
  return (to, category) => (match?.name === to && (match.name !== "talents" || match.params.category === category) ? "page" : undefined);
}
