import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import styles from "./TalentsList.module.css";

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The list's own search box: each keystroke filters at once (see useListSearch). */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    // Without JavaScript it is a plain form: submitting asks the server for this list with `?q=`.
    <form role="search" aria-label={t`Buscar por nome`} className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        {t`Buscar por nome`}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        className={styles.searchInput}
        placeholder={t`Buscar por nome`}
        value={value}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
