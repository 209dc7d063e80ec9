import { select } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { useLocation } from "wouter";
import { BackLink } from "../../components/BackLink.js";
import buttons from "../../components/buttons.module.css";
import { TalentGrid } from "../../components/TalentGrid.js";
import { pathFor, type RouteParams } from "../../lib/routes.js";
import { useMountedAfterHydration } from "../../lib/hydration.js";
import { useSearchParams, withParam } from "../../lib/search-params.js";
import { countOf } from "../../lib/count.js";
import { localeAtom, useAtomValue } from "../../state/store.js";
import { talentIndexAtom } from "./api/talents.js";
import { availableLetters, visibleIds } from "./list/filtering.js";
import { FilterTabs } from "./list/FilterTabs.js";
import { LetterBar } from "./list/LetterBar.js";
import { rememberedLetter, rememberLetter } from "./list/letter-memory.js";
import { SearchBox } from "./list/SearchBox.js";
import { useListFilter } from "./list/useListFilter.js";
import { useListSearch } from "./list/useListSearch.js";
import styles from "./list/TalentsList.module.css";

// Shown only when nothing matches.
const EmptyState = lazy(() => import("../../components/EmptyState.js").then((module) => ({ default: module.EmptyState })));

/**
 * The talents list: filter (from the URL's category), letter (on the page, kept by Back) and
 * search (`?q=`) narrow one grid. Filter and search changes rewrite the URL in
 * place (no navigation, no refetch), after the grid has been updated; the
 * windowed grid renders only the rows in view.
 */
export default function TalentsPage({ params }: { params: RouteParams["talents"] }) {
  const { t } = useLingui();
  const { cards, index } = useAtomValue(talentIndexAtom);
  const locale = useAtomValue(localeAtom);
  const [location, navigate] = useLocation();
  const searchParams = useSearchParams();
  const [query, setQuery] = useListSearch();
  const [filter, pickFilter] = useListFilter(params.category);
  // A page hydrated from the server's HTML starts with none, as the server did.
  const mountedAfterHydration = useMountedAfterHydration();
  const [letter, setLetter] = useState<string | null>(() => (mountedAfterHydration ? rememberedLetter() : null));
  const page = useRef<HTMLElement>(null);
  const countLine = useRef<HTMLParagraphElement>(null);
  // Written again whenever the address changes in place: a filter, a search or a language
  // switch replaces the history entry's state with its own.
  useEffect(() => rememberLetter(letter), [letter, location, searchParams]);

  // Once the list is on screen, the service worker quietly caches the main pages in this
  // language, the list, its covers (at the width this screen picked) and the gallery, for offline browsing.
  useEffect(() => {
    const root = page.current;
    // Its code comes with the request, not with the page.
    const pages = (["home", "talents", "gallery", "contact"] as const).map((name) => pathFor(name, {}, locale));
    void import("../../lib/offline-warmup.js").then(({ requestOfflineWarmup }) => requestOfflineWarmup(root, pages));
    // Once per visit to the list, in the language it was opened in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Picking a filter or searching clears the letter, however the URL changed.
  const scope = `${filter}\n${query}`;
  const [letterScope, setLetterScope] = useState(scope);
  if (letterScope !== scope) {
    setLetterScope(scope);
    setLetter(null);
  }

  const available = useMemo(() => availableLetters(index, filter, query), [index, filter, query]);
  const visible = useMemo(() => visibleIds(index, { filter, letter, query }), [index, filter, letter, query]);
  const count = visible.size;
  const { digits, form: countForm } = countOf(count, locale);
  const keep = { replace: true, state: { keepScroll: true } };

  const cleared = pathFor("talents", {}, locale) + withParam(searchParams, "q", "");
  const clearAll = (event: MouseEvent) => {
    // A new tab or window is the browser's to open.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setLetter(null);
    setQuery("");
    navigate(cleared, keep);
    // The link goes with the empty state; the count, which stays, takes the focus and reads the new total.
    countLine.current?.focus();
  };

  return (
    <section className="page" ref={page}>
      <BackLink to="home" />
      <h1 className="page-title">
        <Trans>Modelos</Trans>
      </h1>
      <div className={styles.controls}>
        <FilterTabs current={filter} search={withParam(searchParams, "q", query.trim() ? query : "")} onPick={pickFilter} />
        <SearchBox value={query} onChange={setQuery} />
      </div>
      <LetterBar current={letter} available={available} onPick={setLetter} />
      <p className={styles.count} role="status" ref={countLine} tabIndex={-1}>
        {/* Portuguese counts 0 as singular; "0 modelos" reads right. */}
        {t`${select(countForm, { zero: `${digits} modelos`, one: `${digits} modelo`, other: `${digits} modelos` })}`}
      </p>
      {count === 0 && (
        <Suspense fallback={null}>
          <EmptyState title={t`Nenhum modelo encontrado`}>
            {/* A link: it works as plain HTML too, before this part's code has arrived or without scripts. */}
            <a href={cleared} className={buttons.outline} onClick={clearAll}>
              <Trans>Limpar filtros e busca</Trans>
            </a>
          </EmptyState>
        </Suspense>
      )}
      <TalentGrid cards={cards} visible={visible} label={t`Modelos`} refill />
    </section>
  );
}
