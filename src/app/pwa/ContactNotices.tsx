import { Plural, Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import buttons from "../../components/buttons.module.css";
import { contactFormId } from "../../contract/contact-link.js";
import { pathFor } from "../../lib/routes.js";
import { openRefusedContacts } from "../../state/contact-messages.js";
import { contactNoticesAtom, dismissDelivered, dismissRefused } from "../../state/contact-notices.js";
import { localeAtom, useAtomValue } from "../../state/store.js";
import { closeNotice } from "./close-notice.js";
import styles from "./PwaNotices.module.css";
import { RefusedNotice } from "./RefusedNotice.js";

/** How long "message delivered" stays before it goes by itself (not while it has the keyboard's focus). */
export const deliveredNoticeMs = 10_000;

/**
 * What became of contact messages kept on this device and sent after the
 * form that wrote them was gone: delivered (it goes by itself), or refused by
 * the server (a link to the contact form, which brings the message back to
 * correct it). Notices, not dialogs: they neither take the focus nor hold it.
 */
export function ContactNotices() {
  const { delivered, refused } = useAtomValue(contactNoticesAtom);
  const locale = useAtomValue(localeAtom);
  const deliveredNotice = useRef<HTMLDivElement>(null);
  // Once the keyboard is in it, the notice waits for its Ok.
  const [held, setHeld] = useState(false);
  const count = delivered.length;
  const refusedCount = refused.length;

  useEffect(() => {
    if (count === 0 || held) return;
    const timer = setTimeout(() => closeNotice(deliveredNotice.current, dismissDelivered), deliveredNoticeMs);
    return () => clearTimeout(timer);
  }, [count, held]);

  return (
    <>
      {count > 0 && (
        <div ref={deliveredNotice} className={styles.toast} role="group" aria-labelledby="contact-delivered" onFocus={() => setHeld(true)}>
          <p id="contact-delivered">
            <Plural
              value={count}
              one="A mensagem que estava guardada neste aparelho foi enviada à agência."
              other="As # mensagens que estavam guardadas neste aparelho foram enviadas à agência."
            />{" "}
            <Trans>A equipe responde pelo e-mail que você informou.</Trans>
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttons.secondary}
              onClick={() =>
                closeNotice(deliveredNotice.current, () => {
                  setHeld(false);
                  dismissDelivered();
                })
              }
            >
              <Trans>Ok</Trans>
            </button>
          </div>
        </div>
      )}
      {refusedCount > 0 && (
        <RefusedNotice
          id="contact-refused"
          text={
            <Plural
              value={refusedCount}
              one="O servidor não aceitou a mensagem que estava guardada neste aparelho. Ela continua guardada: abra-a no formulário de contato para corrigi-la."
              other="O servidor não aceitou # mensagens que estavam guardadas neste aparelho. Elas continuam guardadas: abra-as no formulário de contato para corrigi-las."
            />
          }
          href={`${pathFor("contact", {}, locale)}#${contactFormId}`}
          open={<Trans>Abrir a mensagem</Trans>}
          onOpen={openRefusedContacts}
          onDismiss={dismissRefused}
        />
      )}
    </>
  );
}
