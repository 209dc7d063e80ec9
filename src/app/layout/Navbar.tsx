import { select } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazy, memo, Suspense, type RefObject } from "react";
import buttons from "../../components/buttons.module.css";
import { RouteLink } from "../../components/RouteLink.js";
import { useRouteMatch } from "../../lib/route-context.js";
import { useFavorites } from "../../state/favorites.js";
import { countOf } from "../../lib/count.js";
import { homeModeAtom, localeAtom, useAtomValue } from "../../state/store.js";
import { HeartIcon } from "../../components/HeartIcon.js";
import { MenuIcon } from "./icons.js";
import { Logo } from "./Logo.js";
import styles from "./Navbar.module.css";

// Its own chunk: the server's markup shows at once, and it hydrates when its code is in
// (React hydrates it first, and replays the tap, if it is tapped before).
const NavSearch = lazy(() => import("./NavSearch.js").then((module) => ({ default: module.NavSearch })));

/**
 * Memoised: the navbar renders again as it hydrates (this device's favourites
 * count), and an update that reaches the search before its code is in makes
 * React drop the server's markup of it, and the search button with it, until
 * the code comes.
 */
const Search = memo(function Search() {
  return (
    <Suspense fallback={null}>
      <NavSearch />
    </Suspense>
  );
});

interface NavbarProps {
  menuButton: RefObject<HTMLButtonElement | null>;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** The fixed navbar: search, logo (hidden on home until scrolled), selection counter, menu button. */
export function Navbar({ menuButton, menuOpen, onOpenMenu }: NavbarProps) {
  const { t } = useLingui();
  const match = useRouteMatch();
  const homeMode = useAtomValue(homeModeAtom);
  const favorites = Object.keys(useFavorites()).length;
  const { digits, form } = countOf(favorites, useAtomValue(localeAtom));
  const logoHidden = match?.name === "home" && homeMode === "initial";
  return (
    <header className={styles.navbar}>
      <div className={styles.start}>
        <Search />
      </div>
      <RouteLink to="home" className={styles.logoLink} data-hidden={logoHidden} aria-label={t`Passarela, página inicial`} tabIndex={logoHidden ? -1 : undefined} aria-hidden={logoHidden}>
        <Logo className={styles.logo} />
      </RouteLink>
      <div className={styles.end}>
        <RouteLink to="selection" className={`${buttons.icon} ${styles.iconButton}`} aria-label={t`${select(form, { zero: "Minha seleção: nenhum modelo", one: `Minha seleção: ${digits} modelo`, other: `Minha seleção: ${digits} modelos` })}`}>
          <HeartIcon filled={favorites > 0} />
          {favorites > 0 && (
            <span className={styles.badge} aria-hidden="true">
              {favorites}
            </span>
          )}
        </RouteLink>
        <button ref={menuButton} type="button" data-needs-js className={`${buttons.icon} ${styles.iconButton}`} aria-label={t`Abrir o menu`} aria-haspopup="dialog" aria-expanded={menuOpen} onClick={onOpenMenu}>
          <MenuIcon />
        </button>
      </div>
    </header>
  );
}
