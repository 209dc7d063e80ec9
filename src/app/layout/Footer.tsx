import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { OptionalPart } from "../../components/OptionalPart.js";
import { RouteLink } from "../../components/RouteLink.js";
import { loadLaterMessages } from "../../lib/i18n.js";
import { siteAtom, useAtomValue } from "../../state/store.js";
import { useCurrentPage } from "./current-page.js";
import styles from "./Footer.module.css";

// Plain links with their icons: their code (and the icons' paths) loads after the page, and their
// texts with it (the server renders with every catalog).
const SocialLinks = lazy(() =>
  Promise.all([import("./SocialLinks.js"), import.meta.env.SSR ? undefined : loadLaterMessages()]).then(([module]) => ({ default: module.SocialLinks })),
);

export function Footer() {
  const { t } = useLingui();
  const { provider, year } = useAtomValue(siteAtom);
  const current = useCurrentPage();
  return (
    <footer className={styles.footer}>
      <nav className={styles.links} aria-label={t`Rodapé`} data-without-js>
        <RouteLink to="about" aria-current={current("about")}>
          <Trans>Sobre</Trans>
        </RouteLink>
        <RouteLink to="talents" aria-current={current("talents")}>
          <Trans>Modelos</Trans>
        </RouteLink>
        <RouteLink to="hubDigital" aria-current={current("hubDigital")}>
          <Trans>Hub Digital</Trans>
        </RouteLink>
        <RouteLink to="gallery" aria-current={current("gallery")}>
          <Trans>Galeria</Trans>
        </RouteLink>
        <RouteLink to="getscouted" aria-current={current("getscouted")}>
          <Trans>Seja um Modelo</Trans>
        </RouteLink>
        <RouteLink to="contact" aria-current={current("contact")}>
          <Trans>Contato</Trans>
        </RouteLink>
      </nav>
      {/* Extras: if they fail to load, the footer simply goes without them. */}
      <OptionalPart>
        <Suspense fallback={<div className={styles.social} />}>
          <SocialLinks />
        </Suspense>
      </OptionalPart>
      <p className={styles.copyright}>
        <Trans>
          © {year} Passarela. Todos os direitos reservados. Plataforma: {provider}
        </Trans>
        {/* On every screen (the section links above are desktop only), within the footer's height. */}
        <RouteLink to="privacy" aria-current={current("privacy")}>
          <Trans>Privacidade</Trans>
        </RouteLink>
      </p>
    </footer>
  );
}
