import { Trans } from "@lingui/react/macro";
import { useRef, useState, type ReactNode } from "react";
import { useRouteMatch } from "../../lib/route-context.js";
import { PwaNotices } from "../pwa/PwaNotices.js";
import { Footer } from "./Footer.js";
import styles from "./Layout.module.css";
import { LoadingOverlay } from "./LoadingOverlay.js";
import { Menu } from "./Menu.js";
import { Navbar } from "./Navbar.js";

/** Page frame: skip link, navbar, menu, the page (faded in after navigations), footer, loading overlay. */
export function Layout({ children, pageKey }: { children: ReactNode; pageKey: string }) {
  const match = useRouteMatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [firstPage] = useState(pageKey);
  const isHome = match?.name === "home";
  return (
    <>
      <a className={styles.skip} href="#main">
        <Trans>Pular para o conteúdo</Trans>
      </a>
      <Navbar menuButton={menuButton} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
      <Menu open={menuOpen} onClose={() => setMenuOpen(false)} returnFocus={menuButton} />
      <main
        id="main"
        tabIndex={-1}
        key={pageKey}
        className={[styles.main, isHome ? styles.home : "", pageKey !== firstPage ? styles.enter : ""].join(" ")}
      >
        {children}
      </main>
      <Footer />
      <PwaNotices />
      <LoadingOverlay />
    </>
  );
}
