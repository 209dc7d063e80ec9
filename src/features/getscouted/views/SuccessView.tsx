import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import styles from "./Views.module.css";

/** Spec §2's success view. */
export function SuccessView({ onAnother }: { onAnother: () => void }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "center" });
  }, []);
  return (
    <div className={styles.view} data-testid="success-view">
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {t`Recebemos sua inscrição`}
      </h2>
      <p className={styles.text}>
        <Trans>Nossa equipe vai avaliar o seu perfil e entrar em contato com você.</Trans>
      </p>
      <button type="button" className={styles.secondary} onClick={onAnother}>
        <Trans>Enviar outra inscrição</Trans>
      </button>
    </div>
  );
}
