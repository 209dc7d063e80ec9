import { Trans } from "@lingui/react/macro";
import { useAtom, useAtomValue } from "../../state/store.js";
import { useEffect, useRef } from "react";
import { offlineReadyAtom, onlineAtom, updateReadyAtom } from "../../state/pwa.js";
import buttons from "../../components/buttons.module.css";
import styles from "./PwaNotices.module.css";
import { closeNotice } from "./close-notice.js";
import { ApplicationNotices } from "./ApplicationNotices.js";
import { ContactNotices } from "./ContactNotices.js";
import { isCoveredBy, isFormControl, markOfflineReadySeen, offlineReadyMs } from "./offline-ready.js";

/**
 * Discreet notices: offline now, ready to work offline, a new version to load, applications and
 * contact messages that left this device later (inside the live region of PwaNoticeRegion).
 */
export function PwaNotices() {
  const online = useAtomValue(onlineAtom);
  const [offlineReady, setOfflineReady] = useAtom(offlineReadyAtom);
  const [update, setUpdate] = useAtom(updateReadyAtom);
  const updateNotice = useRef<HTMLDivElement>(null);
  const readyNotice = useRef<HTMLDivElement>(null);

  // "Ready to work offline" is news once: seen when shown, gone by itself after a few seconds, and at
  // once when the visitor starts on a form field, which on a phone it would otherwise lie over, or
  // brings the focus to a control it lies over (the footer's links, a card's name).
  useEffect(() => {
    if (!offlineReady) return;
    markOfflineReadySeen();
    const dismiss = () => closeNotice(readyNotice.current, () => setOfflineReady(false));
    const timer = setTimeout(dismiss, offlineReadyMs);
    const hides = (element: Element | null) => isFormControl(element) || isCoveredBy(readyNotice.current, element);
    const onFocus = (event: FocusEvent) => {
      if (hides(event.target as Element | null)) dismiss();
    };
    if (hides(document.activeElement)) dismiss();
    document.addEventListener("focusin", onFocus);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("focusin", onFocus);
    };
  }, [offlineReady, setOfflineReady]);

  return (
    <>
      {!online && (
        <p className={styles.offline} data-testid="offline-indicator">
          <Trans>Você está offline. Mostramos o que já foi salvo neste aparelho.</Trans>
        </p>
      )}
      {update && (
        // A notice, not a dialog: it neither takes the focus nor holds it, and the region announces it.
        <div ref={updateNotice} className={styles.toast} role="group" aria-labelledby="update-title">
          <p id="update-title">
            <Trans>Uma nova versão do site está disponível.</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttons.primary} onClick={update}>
              <Trans>Atualizar</Trans>
            </button>
            <button type="button" className={buttons.secondary} onClick={() => closeNotice(updateNotice.current, () => setUpdate(null))}>
              <Trans>Agora não</Trans>
            </button>
          </div>
        </div>
      )}
      {offlineReady && (
        <div ref={readyNotice} className={styles.toast} role="status">
          <p>
            <Trans>Pronto para funcionar offline.</Trans>
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={() => closeNotice(readyNotice.current, () => setOfflineReady(false))}>
              <Trans>Ok</Trans>
            </button>
          </div>
        </div>
      )}
      <ApplicationNotices />
      <ContactNotices />
    </>
  );
}
