import { Trans } from "@lingui/react/macro";
import styles from "./HubDigitalPage.module.css";

/** Hub digital: a title and an image, and 'Em Breve' (coming soon). */
export default function HubDigitalPage() {
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Hub Digital</Trans>
      </h1>
      <div className={styles.frame}>
        <img
          className={styles.image}
          src="/images/hub-digital-1200.webp"
          srcSet="/images/hub-digital-640.webp 640w, /images/hub-digital-1200.webp 1200w"
          sizes="(min-width: 1280px) 1200px, 100vw"
          width={1200}
          height={800}
          alt=""
          fetchPriority="high"
          elementtiming="largest-paint"
        />
        <p className={styles.soon}>
          <Trans>Em Breve</Trans>
        </p>
      </div>
    </section>
  );
}
