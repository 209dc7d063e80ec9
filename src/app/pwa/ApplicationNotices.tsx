import { Plural, Trans } from "@lingui/react/macro";
import { useRef } from "react";
import buttons from "../../components/buttons.module.css";
import { applicationReference } from "../../contract/application.js";
import { pathFor } from "../../lib/routes.js";
import { applicationNoticesAtom, dismissDeliveredApplications, dismissRefusedApplications } from "../../state/applications/notices.js";
import { localeAtom, useAtomValue } from "../../state/store.js";
import { closeNotice } from "./close-notice.js";
import styles from "./PwaNotices.module.css";
import { RefusedNotice } from "./RefusedNotice.js";

/**
 * What became of applications kept on this device and sent while the form was
 * not on screen: received (with the reference the visitor quotes to the
 * agency; it stays until its Ok, unlike a contact message's), or refused by the
 * server (a link to the form, which takes it back with the fields to correct).
 */
export function ApplicationNotices() {
  const { delivered, refused } = useAtomValue(applicationNoticesAtom);
  const locale = useAtomValue(localeAtom);
  const deliveredNotice = useRef<HTMLDivElement>(null);
  const count = delivered.length;
  const refusedCount = refused.length;
  const references = delivered.map(({ id }) => applicationReference(id)).join(", ");

  return (
    <>
      {count > 0 && (
        <div ref={deliveredNotice} className={styles.toast} role="group" aria-labelledby="application-delivered">
          <p id="application-delivered">
            <Plural
              value={count}
              one="A inscrição que estava guardada neste aparelho foi recebida pela agência."
              other="As # inscrições que estavam guardadas neste aparelho foram recebidas pela agência."
            />{" "}
            <Plural value={count} one={`Referência: ${references}.`} other={`Referências: ${references}.`} />
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={() => closeNotice(deliveredNotice.current, dismissDeliveredApplications)}>
              <Trans>Ok</Trans>
            </button>
          </div>
        </div>
      )}
      {refusedCount > 0 && (
        <RefusedNotice
          id="application-refused"
          text={
            <Plural
              value={refusedCount}
              one="O servidor recusou alguns dados da inscrição que estava guardada neste aparelho. Ela continua guardada: abra o formulário para corrigi-la."
              other="O servidor recusou alguns dados de # inscrições que estavam guardadas neste aparelho. Elas continuam guardadas: abra o formulário para corrigi-las."
            />
          }
          href={pathFor("getscouted", {}, locale)}
          open={<Trans>Abrir o formulário</Trans>}
          onOpen={dismissRefusedApplications}
          onDismiss={dismissRefusedApplications}
        />
      )}
    </>
  );
}
