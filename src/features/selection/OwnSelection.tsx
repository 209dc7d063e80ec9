import { select } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from "react";
import { flushSync } from "react-dom";
import { Link } from "wouter";
import { bookingLink } from "../../contract/contact-link.js";
import type { TalentCard } from "../../contract/site-api.js";
import { EmptyState } from "../../components/EmptyState.js";
import { RouteLink } from "../../components/RouteLink.js";
import { TalentGrid } from "../../components/TalentGrid.js";
import { countOf } from "../../lib/count.js";
import { languageTags } from "../../lib/i18n-tags.js";
import { pathFor } from "../../lib/routes.js";
import { Loader } from "../../components/Loader.js";
import { useFavorites, useFavoritesReady, type Favorites } from "../../state/favorites.js";
import { removeFavoriteAtom } from "../../state/favorite-changes.js";
import { replaceFavoritesAtom } from "../../state/favorites-replace.js";
import { localeAtom, siteAtom, useAtomValue, useSetAtom } from "../../state/store.js";
import { actionButton } from "./button.js";
import { DepartedTalents } from "./DepartedTalents.js";
import { idsQuery } from "../../lib/selection-ids.js";
import styles from "./SelectionPage.module.css";
import { SelectionPdf } from "./SelectionPdf.js";
import { ShareLink } from "./ShareLink.js";
import { useCurrentTalents } from "./useCurrentTalents.js";

/**
 * The visitor's own selection, straight from localStorage (so it works
 * offline): remove one with its heart, clear all (with undo), share, print.
 * Once the agency's current list is in, a kept talent shows as they are now,
 * and one who has left is listed apart (DepartedTalents, see useCurrentTalents).
 */
export function OwnSelection() {
  const { t } = useLingui();
  const favorites = useFavorites();
  const loaded = useFavoritesReady();
  const replaceFavorites = useSetAtom(replaceFavoritesAtom);
  const removeFavorite = useSetAtom(removeFavoriteAtom);
  const kept = useMemo(() => Object.values(favorites), [favorites]);
  const current = useCurrentTalents(useMemo(() => kept.map((card) => card.id), [kept]));
  const locale = useAtomValue(localeAtom);
  const { origin } = useAtomValue(siteAtom);
  const [cleared, setCleared] = useState<Favorites | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const countLine = useRef<HTMLParagraphElement>(null);
  const content = useRef<HTMLDivElement>(null);
  /** The card whose heart or link has focus, while focus is in the grid. */
  const focusedCard = useRef<number | null>(null);
  const { cards, departed } = useMemo(() => {
    const collator = new Intl.Collator(languageTags[locale]);
    const byName = (a: TalentCard, b: TalentCard) => collator.compare(a.name, b.name);
    const gone = (card: TalentCard) => current?.departed.has(card.id) ?? false;
    return {
      // As they are now, where the agency's list has them.
      cards: kept.filter((card) => !gone(card)).map((card) => current?.cards.get(card.id) ?? card).sort(byName),
      departed: kept.filter(gone).sort(byName),
    };
  }, [kept, locale, current]);
  const ids = cards.map((card) => card.id);
  // Counted without Intl.NumberFormat, whose first use costs the main thread (see countOf).
  const { digits, form } = countOf(cards.length, locale);
  const { digits: missing, form: missingForm } = countOf(departed.length, locale);

  // A heart pressed here removes its card, and the focus with it: focus goes to the name of the
  // card now in its place (or the last one; not its heart, where a second press would remove
  // another talent), or to what the empty selection offers, never back to the page's start.
  const shownCards = useRef(cards);
  useLayoutEffect(() => {
    const before = shownCards.current;
    shownCards.current = cards;
    const id = focusedCard.current;
    if (id === null || cards.some((card) => card.id === id)) return;
    focusedCard.current = null;
    // Its card is gone: the focus is moved only if it went with it.
    if (document.activeElement !== document.body) return;
    const place = Math.min(before.findIndex((card) => card.id === id), cards.length - 1);
    const name = content.current?.querySelector<HTMLElement>(`li[aria-posinset="${place + 1}"] a`);
    (name ?? content.current?.querySelector<HTMLElement>("a, button"))?.focus();
  }, [cards]);
  const trackFocus = {
    onFocus: (event: FocusEvent) => {
      const position = Number(event.target.closest("li")?.getAttribute("aria-posinset") ?? 0);
      focusedCard.current = cards[position - 1]?.id ?? null;
    },
    onBlur: (event: FocusEvent) => {
      // Moved on to somewhere else on the page (a removed element's blur has no next target).
      if (event.relatedTarget && !content.current?.contains(event.relatedTarget)) focusedCard.current = null;
    },
  };

  // The server, and the page until it has read this device's storage, cannot know the selection.
  if (!loaded) return <Loader label={t`Carregando sua seleção`} />;

  const departedList = departed.length > 0 && (
    <DepartedTalents
      cards={departed}
      onRemove={(card) => removeFavorite(card.id)}
      focusAfter={() => (countLine.current ?? content.current?.querySelector<HTMLElement>("a, button"))?.focus()}
    />
  );

  if (cards.length === 0 && departed.length === 0) {
    return (
      <div ref={content}>
        <EmptyState title={cleared ? t`Sua seleção foi limpa.` : t`Sua seleção está vazia.`}>
          {cleared ? (
            <button
              ref={undoButton}
              type="button"
              className={actionButton}
              onClick={() => {
                // Drawn at once, so focus can go to the restored list's count instead of the page.
                flushSync(() => {
                  replaceFavorites(cleared);
                  setCleared(null);
                });
                countLine.current?.focus();
              }}
            >
              <Trans>Desfazer</Trans>
            </button>
          ) : (
            <>
              <p>
                <Trans>Toque no coração de um modelo para guardá-lo aqui.</Trans>
              </p>
              <RouteLink to="talents" className={actionButton}>
                <Trans>Ver os modelos</Trans>
              </RouteLink>
            </>
          )}
        </EmptyState>
      </div>
    );
  }

  if (cards.length === 0) {
    return (
      <div ref={content}>
        <p ref={countLine} tabIndex={-1} className={styles.count} role="status">
          {t`Nenhum modelo da sua seleção está mais disponível.`}
        </p>
        <RouteLink to="talents" className={actionButton}>
          <Trans>Ver os modelos</Trans>
        </RouteLink>
        {departedList}
      </div>
    );
  }

  return (
    <div ref={content} {...trackFocus}>
      <p ref={countLine} tabIndex={-1} className={styles.count} role="status">
        {t`${select(form, { one: `${digits} modelo na sua seleção`, other: `${digits} modelos na sua seleção` })}`}
        {departed.length > 0 && ` ${t`${select(missingForm, { one: `(${missing} não está mais disponível)`, other: `(${missing} não estão mais disponíveis)` })}`}`}
      </p>
      <div className={styles.actions}>
        <ShareLink url={origin + pathFor("selection", {}, locale) + idsQuery(ids)} />
        <div className={styles.buttons}>
          <SelectionPdf ids={ids} />
          <Link className={actionButton} href={pathFor("contact", {}, locale) + bookingLink(ids)}>
            <Trans>Reservar estes talentos</Trans>
          </Link>
          <button
            type="button"
            className={actionButton}
            onClick={() => {
              // The button is gone with the list: focus goes to Undo, not to the page.
              flushSync(() => {
                setCleared(favorites);
                replaceFavorites({});
              });
              undoButton.current?.focus();
            }}
          >
            <Trans>Limpar a seleção</Trans>
          </button>
        </div>
      </div>
      <TalentGrid cards={cards} label={t`Minha seleção`} />
      {departedList}
    </div>
  );
}
