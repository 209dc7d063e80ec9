import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { flushSync } from "react-dom";
import type { TalentCard } from "../../contract/site-api.js";
import styles from "./SelectionPage.module.css";
import { actionButton } from "./button.js";

interface DepartedTalentsProps {
  cards: readonly TalentCard[];
  onRemove: (card: TalentCard) => void;
  /** Where the focus goes once the last one is removed and the list is gone. */
  focusAfter: () => void;
}

/**
 * Kept talents who have left the agency: named but not linked (their pages are
 * gone), left out of the link, the PDF and the booking, each removable.
 */
export function DepartedTalents({ cards, onRemove, focusAfter }: DepartedTalentsProps) {
  const { t } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  return (
    <section className={styles.departed} aria-labelledby="departed-title">
      <h2 id="departed-title" className={styles.departedTitle}>
        <Trans>Não estão mais na agência</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>Os perfis deles saíram do site: ficam fora do link, do PDF e da reserva.</Trans>
      </p>
      <ul ref={list} className={styles.departedList}>
        {cards.map((card, place) => {
          const { name } = card;
          return (
          <li key={card.id} className={styles.departedItem}>
            <span>{name}</span>
            <button
              type="button"
              className={actionButton}
              aria-label={t`Remover ${name} da seleção`}
              onClick={() => {
                // The button goes with its row: focus moves to the next row's, or on past the list.
                flushSync(() => onRemove(card));
                const buttons = list.current?.querySelectorAll("button");
                const next = buttons?.[Math.min(place, buttons.length - 1)];
                if (next) next.focus();
                else focusAfter();
              }}
            >
              <Trans>Remover</Trans>
            </button>
          </li>
          );
        })}
      </ul>
    </section>
  );
}
