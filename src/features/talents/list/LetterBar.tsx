import { useLingui } from "@lingui/react/macro";
import { letters } from "./filtering.js";
import styles from "./TalentsList.module.css";

interface LetterBarProps {
  current: string | null;
  available: ReadonlySet<string>;
  onPick: (letter: string | null) => void;
}

/**
 * The A–Z bar. A letter without a match is marked unavailable and does nothing;
 * pressing the chosen letter again shows every letter.
 */
export function LetterBar({ current, available, onPick }: LetterBarProps) {
  const { t } = useLingui();
  return (
    <div className={styles.letters} role="group" aria-label={t`Filtrar por inicial`} data-needs-js>
      {letters.map((letter) => {
        const disabled = !available.has(letter);
        return (
          <button
            key={letter}
            type="button"
            className={styles.letter}
            data-letter={letter}
            aria-pressed={letter === current}
            aria-disabled={disabled || undefined}
            onClick={() => {
              if (!disabled) onPick(letter === current ? null : letter);
            }}
          >
            {letter}
          </button>
        );
      })}
    </div>
  );
}
