import { Trans } from "@lingui/react/macro";
import { useAtomValue } from "../../state/store.js";
import { LazyImage } from "../../components/LazyImage.js";
import { RichText } from "../../components/RichText.js";
import { preloadSanitizer } from "../../lib/sanitizer.js";
import { aboutContentAtom } from "../../state/content.js";
import styles from "./AboutPage.module.css";

/** About: the agency's text, with its inline font sizes scaled down, and an image. */
export default function AboutPage() {
  // The sanitiser downloads while the text does.
  preloadSanitizer();
  const about = useAtomValue(aboutContentAtom);
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>A agência</Trans>
      </h1>
      <div className={styles.layout}>
        <RichText html={about.text} options={{ scaleFontSizes: true, imageSizes: "(min-width: 1024px) 50vw, 100vw" }} className={styles.text} />
        {about.image && (
          <LazyImage mediaKey={about.image} alt="" width={1200} height={800} sizes="(min-width: 1024px) 45vw, 100vw" priority maxWidth={1600} className={styles.image} />
        )}
      </div>
    </section>
  );
}
