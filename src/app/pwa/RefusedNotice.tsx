import { Trans } from "@lingui/react/macro";
import { useRef, type ReactNode } from "react";
import { Link } from "wouter";
import buttons from "../../components/buttons.module.css";
import { closeNotice } from "./close-notice.js";
import styles from "./PwaNotices.module.css";

interface RefusedNoticeProps {
  /** The id of its text, which names the notice. */
  id: string;
  text: ReactNode;
  /** Where what was refused is corrected, and the link's words. */
  href: string;
  open: ReactNode;
  onOpen: () => void;
  /** "Not now": closed for this visit. */
  onDismiss: () => void;
}

/**
 * A notice that the server refused something kept on this device (a contact
 * message, an application): a link to the form that takes it back to correct
 * it, or "not now". A notice, not a dialog: it neither takes the focus nor holds it.
 */
export function RefusedNotice({ id, text, href, open, onOpen, onDismiss }: RefusedNoticeProps) {
  const notice = useRef<HTMLDivElement>(null);
  return (
    <div ref={notice} className={styles.toast} role="group" aria-labelledby={id}>
      <p id={id}>{text}</p>
      <div className={styles.actions}>
        <Link className={buttons.primary} href={href} onClick={onOpen}>
          {open}
        </Link>
        <button type="button" className={buttons.secondary} onClick={() => closeNotice(notice.current, onDismiss)}>
          <Trans>Agora não</Trans>
        </button>
      </div>
    </div>
  );
}
