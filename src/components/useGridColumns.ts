import { useSyncExternalStore } from "react";

/** Columns of the talent grid per breakpoint; TalentGrid.module.css lays them out the same way. */
const columnsFrom = [
  [1920, 6],
  [1366, 5],
  [1024, 4],
  [640, 3],
] as const;

const queries = typeof window === "undefined" ? [] : columnsFrom.map(([width]) => window.matchMedia(`(min-width: ${width}px)`));

function subscribe(onChange: () => void): () => void {
  for (const query of queries) query.addEventListener("change", onChange);
  return () => {
    for (const query of queries) query.removeEventListener("change", onChange);
  };
}

function current(): number {
  const index = queries.findIndex((query) => query.matches);
  return index < 0 ? 2 : (columnsFrom[index]?.[1] ?? 2);
}

/** How many cards the first row holds at the current width: those load eagerly. */
export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, current, () => 2);
}
