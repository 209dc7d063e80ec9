import { select } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "wouter";
import { bookingLink } from "../../contract/contact-link.js";
import type { TalentCard } from "../../contract/site-api.js";
import { EmptyState } from "../../components/EmptyState.js";
import { RouteLink } from "../../components/RouteLink.js";
import { TalentGrid } from "../../components/TalentGrid.js";
import { countOf } from "../../lib/count.js";
import { pathFor } from "../../lib/routes.js";
import { useFavorites } from "../../state/favorites.js";
import { replaceFavoritesAtom } from "../../state/favorites-replace.js";
import { localeAtom, useAtomValue, useSetAtom } from "../../state/store.js";
import { talentListAtom } from "../../state/talent-list.js";
import { actionButton } from "./button.js";
import styles from "./SelectionPage.module.css";
import { SelectionPdf } from "./SelectionPdf.js";

/**
 * A selection someone shared: read-only, its cards taken from the talents
 * list (ids no longer there are skipped), with "add all to my selection".
 */
export function SharedSelection({ ids }: { ids: readonly number[] }) {
  const { t } = useLingui();
  const list = useAtomValue(talentListAtom);
  const favorites = useFavorites();
  const replaceFavorites = useSetAtom(replaceFavoritesAtom);
  const [added, setAdded] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  const locale = useAtomValue(localeAtom);
  const cards = useMemo(() => {
    const byId = new Map(list.map((card) => [card.id, card]));
    return ids.map((id) => byId.get(id)).filter((card): card is TalentCard => card !== undefined);
  }, [list, ids]);
  const count = cards.length;
  const skipped = ids.length - count;
  // Counted without Intl.NumberFormat, whose first use would cost the page's hydration (see countOf).
  const { digits, form } = countOf(count, locale);
  const { digits: missing, form: missingForm } = countOf(skipped, locale);
  const allMine = cards.every((card) => String(card.id) in favorites);
  // "Added" is news of the press: a card taken out since ends it, and hearting it again by hand is no press.
  // (Ended on the change, not whenever not all are in: right after the press, this device's selection may still be on its way.)
  const [wasAllMine, setWasAllMine] = useState(allMine);
  if (allMine !== wasAllMine) {
    setWasAllMine(allMine);
    if (!allMine) setAdded(false);
  }

  if (cards.length === 0) {
    return (
      <EmptyState title={t`Nenhum modelo deste link está disponível.`}>
        <RouteLink to="talents" className={actionButton}>
          <Trans>Ver os modelos</Trans>
        </RouteLink>
      </EmptyState>
    );
  }

  return (
    <>
      <p className={styles.count}>
        {t`${select(form, { one: `${digits} modelo nesta seleção`, other: `${digits} modelos nesta seleção` })}`}
        {skipped > 0 && ` ${t`${select(missingForm, { one: `(${missing} não está mais disponível)`, other: `(${missing} não estão mais disponíveis)` })}`}`}
      </p>
      <div className={styles.actions}>
        {/* The booking is a plain link, offered without JavaScript too; the rest needs the page's code. */}
        <div className={styles.buttons}>
          <button
            type="button"
            data-needs-js
            className={actionButton}
            disabled={allMine}
            onClick={() => {
              // Drawn at once: the button turns inactive, and focus goes to the link to the selection, not to the page.
              flushSync(() => {
                replaceFavorites({ ...favorites, ...Object.fromEntries(cards.map((card) => [String(card.id), card])) });
                setAdded(true);
              });
              note.current?.querySelector("a")?.focus();
            }}
          >
            {allMine ? t`Todos já estão na sua seleção` : t`Adicionar todos à minha seleção`}
          </button>
          <SelectionPdf ids={cards.map((card) => card.id)} />
          <Link className={actionButton} href={pathFor("contact", {}, locale) + bookingLink(cards.map((card) => card.id))}>
            <Trans>Reservar estes talentos</Trans>
          </Link>
        </div>
        <p ref={note} className={styles.note} role="status">
          {added && (
            <>
              <Trans>Adicionados à sua seleção.</Trans>{" "}
              <RouteLink to="selection">
                <Trans>Ver minha seleção</Trans>
              </RouteLink>
            </>
          )}
        </p>
      </div>
      <TalentGrid cards={cards} label={t`Seleção compartilhada`} />
    </>
  );
}
