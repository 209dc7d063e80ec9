import { Trans } from "@lingui/react/macro";
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { loadLaterMessages } from "../../lib/i18n.js";
import { useRouteMatch } from "../../lib/route-context.js";
import { loadingAtom, useAtomValue } from "../../state/store.js";
import { PwaNoticeRegion } from "../pwa/PwaNoticeRegion.js";
import footerStyles from "./Footer.module.css";
import styles from "./Layout.module.css";
import { Navbar } from "./Navbar.js";
import { whenIdle } from "../../lib/when-idle.js";

// Links only: the footer hydrates after the page (a click before that follows the plain link).
const Footer = lazy(() => import("./Footer.js").then((module) => ({ default: module.Footer })));

/**
 * Memoised: the frame renders again as the menu opens and closes, and an
 * update that reaches the footer before its code is in makes React drop the
 * server's footer for the empty stand-in until the code comes.
 */
const LazyFooter = memo(function LazyFooter() {
  return (
    <Suspense fallback={<footer className={footerStyles.footer} />}>
      <Footer />
    </Suspense>
  );
});

// Shown only while a language switch (from the menu) loads: it comes with the menu.
const loadOverlay = () => Promise.all([import("./LoadingOverlay.js"), loadLaterMessages()]).then(([module]) => module);
const LoadingOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.LoadingOverlay })));

// The menu (and the install button in it) loads once the page is idle, or at the first tap on its button.
// The overlay comes with it: a language picked in the menu shows it at once.
const loadMenu = () => Promise.all([import("./Menu.js"), loadOverlay()]).then(([module]) => module);
const Menu = lazy(() => loadMenu().then((module) => ({ default: module.Menu })));

/** Page frame: skip link, navbar, menu, the page (faded in after navigations), footer, loading overlay. */
export function Layout({ children, pageKey }: { children: ReactNode; pageKey: string }) {
  const match = useRouteMatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [firstPage] = useState(pageKey);
  const isHome = match?.name === "home";
  const loading = useAtomValue(loadingAtom);
  // The overlay outlives the flag until it has shown its minimum time (it says when).
  const [overlay, setOverlay] = useState(false);
  if (loading && !overlay) setOverlay(true);
  const overlayDone = useCallback(() => setOverlay(false), []);
  useEffect(() => whenIdle(() => void loadMenu(), { timeout: 4000, fallback: 2000 }), []);
  return (
    <>
      <a className={styles.skip} href="#main">
        <Trans>Pular para o conteúdo</Trans>
      </a>
      <Navbar
        menuButton={menuButton}
        menuOpen={menuOpen}
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      />
      {menuUsed && (
        <Suspense fallback={null}>
          <Menu open={menuOpen} onClose={() => setMenuOpen(false)} returnFocus={menuButton} />
        </Suspense>
      )}
      <main
        id="main"
        tabIndex={-1}
        key={pageKey}
        className={[styles.main, isHome ? styles.home : "", pageKey !== firstPage ? styles.enter : ""].join(" ")}
      >
        {children}
      </main>
      <LazyFooter />
      <PwaNoticeRegion />
      {overlay && (
        <Suspense fallback={null}>
          <LoadingOverlay active={loading} onDone={overlayDone} />
        </Suspense>
      )}
    </>
  );
}
