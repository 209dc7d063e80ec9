import { createContext, useContext } from "react";
import type { RouteMatch } from "./routes.js";

/** The route being shown, provided by the router, for heads, links and language switching. */
export const RouteMatchContext = createContext<RouteMatch | null>(null);

export function useRouteMatch(): RouteMatch | null {
  return useContext(RouteMatchContext);
}
