import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { cacheNames } from "../../lib/cache-names.js";
import { pathFor, type Locale, type RouteName } from "../../lib/routes.js";
import { localeAtom, useAtomValue } from "../../state/store.js";
import styles from "./ErrorPage.module.css";

/** The site's sections an offline visitor may be pointed at, most needed first. */
const sections = ["contact", "home", "talents", "gallery", "about", "getscouted", "hubDigital"] as const satisfies readonly RouteName[];
type Section = (typeof sections)[number];

/** The sections in this language that the service worker holds as pages (the contacts page is kept after any first visit). */
async function savedSections(locale: Locale): Promise<Section[]> {
  if (typeof caches === "undefined") return [];
  try {
    if (!(await caches.has(cacheNames.pages))) return [];
    const cache = await caches.open(cacheNames.pages);
    const paths = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    return sections.filter((section) => paths.has(pathFor(section, {}, locale)));
  } catch {
    return [];
  }
}

/**
 * A page never opened on this device, asked for offline: says so in the
 * visitor's language, links to the pages this device does have, and opens the
 * page by itself when the connection is back.
 */
export function NotSaved({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [saved, setSaved] = useState<Section[] | null>(null);
  const names: Record<Section, string> = {
    contact: t`Contatos`,
    home: t`Início`,
    talents: t`Modelos`,
    gallery: t`Galeria`,
    about: t`A agência`,
    getscouted: t`Seja um modelo`,
    hubDigital: t`Hub Digital`,
  };

  useEffect(() => {
    let current = true;
    void savedSections(locale).then((found) => current && setSaved(found));
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    if (!onRetry) return;
    window.addEventListener("online", onRetry);
    return () => window.removeEventListener("online", onRetry);
  }, [onRetry]);

  return (
    <>
      <h1 id="error-title" className={styles.title}>
        <Trans>Esta página não está salva neste aparelho</Trans>
      </h1>
      <p className={styles.detail}>
        <Trans>Você está offline, e esta página ainda não foi aberta aqui. Ela abre automaticamente quando a conexão voltar.</Trans>
      </p>
      {saved && saved.length > 0 && (
        <nav className={styles.saved} aria-labelledby="saved-title">
          <h2 id="saved-title" className={styles.savedTitle}>
            <Trans>Disponível offline neste aparelho</Trans>
          </h2>
          <ul className={styles.savedList}>
            {saved.map((section) => (
              // A full navigation: the service worker answers it with the page it keeps, data included.
              <li key={section}>
                <a href={pathFor(section, {}, locale)}>{names[section]}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
