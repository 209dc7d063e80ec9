import { useMediaQuery } from "../../../lib/use-media-query.js";

/** The desktop slider (paired portraits) starts at 1024 px. */
export function useWideLayout(): boolean {
  return useMediaQuery("(min-width: 1024px)");
}
