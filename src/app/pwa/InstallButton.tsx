import { Trans } from "@lingui/react/macro";
import { useAtom } from "../../state/store.js";
import { useState } from "react";
import { useHydrated } from "../../lib/hydration.js";
import { installPromptAtom } from "../../state/pwa.js";
import styles from "./InstallButton.module.css";

// iPadOS presents itself as a Mac; touch support tells them apart.
const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
const isStandalone = () => window.matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * "Install the app": the browser's own prompt where it offers one; on iOS,
 * which has none, the Share → Add to Home Screen steps instead.
 */
export function InstallButton() {
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  const [showSteps, setShowSteps] = useState(false);
  // Whether it applies depends on this browser: nothing on the server, nor while the page hydrates.
  const hydrated = useHydrated();
  if (!hydrated || isStandalone()) return null;
  if (prompt) {
    return (
      <button
        type="button"
        className={styles.install}
        onClick={() => {
          void prompt
            .prompt()
            .then(() => prompt.userChoice)
            .finally(() => setPrompt(null));
        }}
      >
        <Trans>Instalar o app</Trans>
      </button>
    );
  }
  if (!isIos()) return null;
  return (
    <div>
      <button type="button" className={styles.install} aria-expanded={showSteps} onClick={() => setShowSteps((v) => !v)}>
        <Trans>Instalar o app</Trans>
      </button>
      {showSteps && (
        <p className={styles.steps}>
          <Trans>No Safari, toque em Compartilhar e depois em “Adicionar à Tela de Início”.</Trans>
        </p>
      )}
    </div>
  );
}
