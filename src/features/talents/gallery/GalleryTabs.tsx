import { useLingui } from "@lingui/react/macro";
import { useRef, type KeyboardEvent } from "react";
import { galleryParam } from "../../../contract/galleries.js";
import type { GalleryType } from "../../../contract/site-api.js";
import styles from "./Gallery.module.css";
import { useGalleryLabel } from "./labels.js";

interface GalleryTabsProps {
  types: readonly GalleryType[];
  current: GalleryType;
  onSelect: (type: GalleryType) => void;
  /** Prefix of the tab and panel ids. */
  idBase: string;
}

export const tabId = (base: string, type: GalleryType) => `${base}-tab-${type}`;
/** The galleries' section, where a tab's link takes the reader. */
export const galleriesAnchor = "galerias";
export const panelId = (base: string) => `${base}-panel`;

/**
 * The gallery selector, as ARIA tabs: arrows, Home and End move between them.
 * Without JavaScript, links to the profile with the gallery open stand in.
 */
export function GalleryTabs({ types, current, onSelect, idBase }: GalleryTabsProps) {
  const { t } = useLingui();
  const label = useGalleryLabel();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = types.indexOf(current);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: types.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = types[(target + types.length) % types.length];
    if (!next) return;
    onSelect(next);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idBase, next))}`)?.focus();
  };

  return (
    <>
      <div ref={list} role="tablist" aria-label={t`Galerias`} className={styles.tabList} onKeyDown={onKeyDown} data-needs-js>
        {types.map((type) => (
          <button
            key={type}
            id={tabId(idBase, type)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={type === current}
            aria-controls={panelId(idBase)}
            tabIndex={type === current ? 0 : -1}
            onClick={() => onSelect(type)}
          >
            {label(type)}
          </button>
        ))}
      </div>
      <noscript>
        <nav aria-label={t`Galerias`} className={styles.tabList}>
          {types.map((type) => (
            <a key={type} className={styles.tab} href={`?${galleryParam}=${type}#${galleriesAnchor}`} aria-current={type === current ? "page" : undefined}>
              {label(type)}
            </a>
          ))}
        </nav>
      </noscript>
    </>
  );
}
