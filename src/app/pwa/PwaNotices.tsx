import { Trans } from "@lingui/react/macro";
import { useAtom, useAtomValue } from "jotai";
import { offlineReadyAtom, onlineAtom, updateReadyAtom } from "../../state/pwa.js";
import buttons from "../../components/buttons.module.css";
import styles from "./PwaNotices.module.css";

/** Discreet notices: offline now, ready to work offline, a new version to load (inside the live region of PwaNoticeRegion). */
export function PwaNotices() {
  const online = useAtomValue(onlineAtom);
  const [offlineReady, setOfflineReady] = useAtom(offlineReadyAtom);
  const [update, setUpdate] = useAtom(updateReadyAtom);
  return (
    <>
      {!online && (
        <p className={styles.offline} data-testid="offline-indicator">
          <Trans>Você está offline. Mostramos o que já foi salvo neste aparelho.</Trans>
        </p>
      )}
      {update && (
        <div className={styles.toast} role="alertdialog" aria-labelledby="update-title">
          <p id="update-title">
            <Trans>Uma nova versão do site está disponível.</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttons.primary} onClick={update}>
              <Trans>Atualizar</Trans>
            </button>
            <button type="button" className={buttons.secondary} onClick={() => setUpdate(null)}>
              <Trans>Agora não</Trans>
            </button>
          </div>
        </div>
      )}
      {offlineReady && (
        <div className={styles.toast} role="status">
          <p>
            <Trans>Pronto para funcionar offline.</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={() => setOfflineReady(false)}>
              <Trans>Ok</Trans>
            </button>
          </div>
        </div>
      )}
    </>
  );
}
