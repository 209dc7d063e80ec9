import { useLingui } from "@lingui/react/macro";
import buttons from "./buttons.module.css";
import styles from "./FavoriteButton.module.css";

interface FavoriteButtonProps {
  name: string;
  pressed: boolean;
  onToggle: () => void;
  className?: string;
}

/** The heart: a toggle button whose state is the talent being in the visitor's selection. */
export function FavoriteButton({ name, pressed, onToggle, className }: FavoriteButtonProps) {
  const { t } = useLingui();
  return (
    <button type="button" data-needs-js className={[buttons.icon, styles.heart, className ?? ""].join(" ")} aria-pressed={pressed} aria-label={t`Guardar ${name} na minha seleção`} onClick={onToggle}>
      <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
        <path
          d="M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0112 7.2 4.5 4.5 0 0119.5 10c0 5.4-7.5 10-7.5 10z"
          fill={pressed ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
