import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type SyntheticEvent } from "react";
import { useLocation } from "wouter";
import buttons from "../../components/buttons.module.css";
import { pathFor } from "../../lib/routes.js";
import { useSearchParams } from "../../lib/search-params.js";
import { localeAtom, useAtomValue } from "../../state/store.js";
import { CloseIcon, SearchIcon } from "./icons.js";
import styles from "./Navbar.module.css";

/**
 * The navbar's search: hidden until the icon is pressed, then Enter or the icon
 * searches the talents (`/modelos?q=…`), or opens the list when empty. Open, it
 * has a close button (on a phone it covers the bar, logo and buttons included),
 * and it closes with Escape (from the box or its buttons), on a tap elsewhere, on
 * searching and when the page changes; closing from it gives focus back to the icon.
 */
export function NavSearch() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [location, navigate] = useLocation();
  const searchParams = useSearchParams();
  // Open on the page it was opened on: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  // The box shows the search in the URL, so it agrees with the talents page: from its first
  // render (the server's page, or a box whose code came after the list searched) and on.
  const current = searchParams.get("q") ?? "";
  const [query, setQuery] = useState(current);
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setQuery(current);
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!open) {
      setOpenOn(location);
      requestAnimationFrame(() => input.current?.focus());
      return;
    }
    const q = query.trim();
    navigate(pathFor("talents", {}, locale) + (q ? `?${new URLSearchParams({ q }).toString()}` : ""));
    // On the list already, the page does not change and nothing else takes the focus the box had.
    toggle.current?.focus();
    setOpenOn(null);
  };

  const close = () => {
    setOpenOn(null);
    toggle.current?.focus();
  };

  // A tap or click elsewhere closes it, leaving the focus where it went; what was typed stays for the next opening.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!form.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  return (
    // Without JavaScript the button still leads somewhere: the form asks for the talents list.
    <form
      ref={form}
      role="search"
      aria-label={t`Buscar modelos`}
      className={styles.search}
      data-open={open}
      onSubmit={submit}
      // From the box or either of its buttons.
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) close();
      }}
      action={pathFor("talents", {}, locale)}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t`Buscar modelos`}
      </label>
      <input
        ref={input}
        id={inputId}
        name="q"
        type="search"
        className={styles.searchInput}
        placeholder={t`Buscar`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        tabIndex={open ? 0 : -1}
        aria-hidden={!open}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button ref={toggle} type="submit" className={`${buttons.icon} ${styles.iconButton}`} aria-label={open ? t`Buscar` : t`Abrir a busca`} aria-expanded={open} aria-controls={inputId}>
        <SearchIcon />
      </button>
      {open && (
        <button type="button" className={`${buttons.icon} ${styles.iconButton}`} aria-label={t`Fechar a busca`} onClick={close}>
          <CloseIcon />
        </button>
      )}
    </form>
  );
}
