import { useLingui } from "@lingui/react/macro";
import tabs from "../../../components/tabs.module.css";
import { pathFor } from "../../../lib/routes.js";
import { localeAtom, useAtomValue } from "../../../state/store.js";
import { categoryOf, filters, type Filter } from "./filtering.js";
import styles from "./TalentsList.module.css";

interface FilterTabsProps {
  current: Filter;
  /** The query string to keep (the search), with its "?". */
  search: string;
  /** A plain click: the page shows the filter, then rewrites the URL. */
  onPick: (filter: Filter) => void;
}

/**
 * All / man / woman / curves as links to their URLs. Picking one replaces the
 * history entry and keeps the scroll: the page stays, only the filter changes.
 */
export function FilterTabs({ current, search, onPick }: FilterTabsProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const labels: Record<Filter, string> = { all: t`Todos`, man: t`Masculino`, woman: t`Feminino`, curves: t`Curves` };
  return (
    <nav aria-label={t`Filtrar modelos`}>
      <ul className={`${tabs.list} ${styles.tabs}`}>
        {filters.map((filter) => (
          <li key={filter}>
            <a
              href={pathFor("talents", { category: categoryOf(filter) }, locale) + search}
              className={`${tabs.tab} ${styles.tab}`}
              data-filter={filter}
              aria-current={filter === current ? "page" : undefined}
              onClick={(event) => {
                // Other clicks (a new tab, a new window) keep the link's own behaviour.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onPick(filter);
              }}
            >
              {labels[filter]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
