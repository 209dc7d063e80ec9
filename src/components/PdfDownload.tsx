import { lazy, Suspense, type ComponentProps } from "react";
import buttons from "./buttons.module.css";
import styles from "./DownloadButton.module.css";

const DownloadButton = lazy(() => import("./DownloadButton.js").then((module) => ({ default: module.DownloadButton })));

/**
 * A PDF download whose code (the button, its progress and the download
 * itself) is not on the page's first load: the server's button shows at once
 * and comes alive when its code is in; a tap before that is replayed by React
 * once it is. Drawn in the browser, a disabled button of the same size stands in.
 */
export function PdfDownload(props: ComponentProps<typeof DownloadButton>) {
  return (
    <Suspense
      fallback={
        <div className={styles.download}>
          <button type="button" className={`${buttons.outline} ${buttons.outlineCaps} ${styles.button}`} disabled>
            <span>{props.label}</span>
          </button>
        </div>
      }
    >
      <DownloadButton {...props} />
    </Suspense>
  );
}
