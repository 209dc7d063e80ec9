import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "../../../state/store.js";
import { useEffect, useRef } from "react";
import { castingContactLoadable } from "../api/casting-contact.js";
import styles from "./Views.module.css";

interface SuccessViewProps {
  /** The application's short reference, from the server's receipt (null if this page never saw it). */
  reference: string | null;
  onAnother: () => void;
}

/** The success view: the application received, and what the applicant keeps: the reference, what happens next, and whom to write to. */
export function SuccessView({ reference, onAnother }: SuccessViewProps) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const contact = useAtomValue(castingContactLoadable);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "center" });
  }, []);
  const email = contact.state === "hasData" ? (contact.data?.email ?? null) : null;
  return (
    <div className={styles.view} data-testid="success-view">
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {t`Recebemos sua inscrição`}
      </h2>
      {reference && (
        <p className={styles.reference}>
          <Trans>
            Referência da inscrição: <strong data-testid="application-reference">{reference}</strong>
          </Trans>
        </p>
      )}
      <p className={styles.text}>
        <Trans>
          E agora: nossa equipe de novos talentos avalia cada inscrição e, se o seu perfil combinar com o que procuramos, entra em contato por
          e-mail ou WhatsApp em até 15 dias úteis.
        </Trans>
      </p>
      {email && (
        <p className={styles.text} data-testid="application-contact">
          {reference ? (
            <Trans>
              Dúvidas? Escreva para <a href={`mailto:${email}?subject=${encodeURIComponent(reference)}`}>{email}</a> informando a referência{" "}
              {reference}.
            </Trans>
          ) : (
            <Trans>
              Dúvidas? Escreva para <a href={`mailto:${email}`}>{email}</a>.
            </Trans>
          )}
        </p>
      )}
      {reference && (
        <p className={styles.text}>
          <Trans>Guarde esta referência: anote-a ou tire uma captura de tela.</Trans>
        </p>
      )}
      <button type="button" className={styles.secondary} onClick={onAnother}>
        <Trans>Enviar outra inscrição</Trans>
      </button>
    </div>
  );
}
