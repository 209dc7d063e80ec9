import { useLingui } from "@lingui/react/macro";
import buttons from "./buttons.module.css";
import styles from "./FavoriteButton.module.css";
import { HeartIcon } from "./HeartIcon.js";

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
      <HeartIcon filled={pressed} />
    </button>
  );
}
