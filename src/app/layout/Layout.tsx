import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useRouteMatch } from "../../lib/route-context.js";
import { PwaNoticeRegion } from "../pwa/PwaNoticeRegion.js";
import { Footer } from "./Footer.js";
import styles from "./Layout.module.css";
import { LoadingOverlay } from "./LoadingOverlay.js";
import { Navbar } from "./Navbar.js";

// The menu (and the install button in it) loads once the page is idle, or at the first tap on its button.
const loadMenu = () => import("./Menu.js");
const Menu = lazy(() => loadMenu().then((module) => ({ default: module.Menu })));

/** Page frame: skip link, navbar, menu, the page (faded in after navigations), footer, loading overlay. */
export function Layout({ children, pageKey }: { children: ReactNode; pageKey: string }) {
  const match = useRouteMatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [firstPage] = useState(pageKey);
  const isHome = match?.name === "home";
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const idle = window.requestIdleCallback(() => void loadMenu(), { timeout: 4000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(() => void loadMenu(), 2000);
    return () => clearTimeout(timer);
  }, []);
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
      <Footer />
      <PwaNoticeRegion />
      <LoadingOverlay />
    </>
  );
}
