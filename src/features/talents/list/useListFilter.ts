import { useState } from "react";
import { useLocation } from "wouter";
import { afterPaint } from "../../../lib/after-paint.js";
import { pathFor, type TalentCategory } from "../../../lib/routes.js";
import { localeAtom, useAtomValue } from "../../../state/store.js";
import { categoryOf, filterOf, type Filter } from "./filtering.js";

/**
 * The list's filter, which lives in the URL (`/modelos/feminino`). A pick shows
 * at once and the URL is rewritten in place just after that frame is painted:
 * the whole app re-renders on a URL change, and that need not delay the grid.
 */
export function useListFilter(category: TalentCategory | undefined): [filter: Filter, pick: (filter: Filter) => void] {
  const locale = useAtomValue(localeAtom);
  const [, navigate] = useLocation();
  const fromUrl = filterOf(category);
  const [picked, setPicked] = useState<Filter | null>(null);
  if (picked !== null && picked === fromUrl) setPicked(null);

  const pick = (filter: Filter) => {
    setPicked(filter);
    afterPaint(() => {
      const path = pathFor("talents", { category: categoryOf(filter) }, locale);
      navigate(path + window.location.search, { replace: true, state: { keepScroll: true } });
    });
  };
  return [picked ?? fromUrl, pick];
}
