import { lazy, memo, Suspense, useCallback, useLayoutEffect, useRef, type ComponentProps } from "react";
import type { Downloaded } from "../lib/download.js";
import { loadLaterMessages } from "../lib/i18n.js";
import buttons from "./buttons.module.css";
import styles from "./DownloadButton.module.css";

// Its texts (progress, a long wait, Cancel, failures) come with its code, not on the page's first load
// (the server renders with every catalog).
const DownloadButton = lazy(() => Promise.all([import("./DownloadButton.js"), import.meta.env.SSR ? undefined : loadLaterMessages()]).then(([module]) => ({ default: module.DownloadButton })));

type ButtonProps = ComponentProps<typeof DownloadButton>;
type PdfDownloadProps = ButtonProps & {
  /** The same file at a plain address (a GET), followed as a link by a visitor without JavaScript. */
  link?: string;
};

/**
 * A PDF download whose code (the button, its progress and the download
 * itself) and texts are not on the page's first load: the server's button shows at once
 * and comes alive when its code is in; a tap before that is replayed by React
 * once it is. Drawn in the browser, a disabled button of the same size stands in.
 *
 * The page renders it again as it hydrates (a desktop's wide layout, for one),
 * with new callbacks each time. An update that reaches the server's button
 * before its code is in makes React drop that button for the stand-in, so the
 * callbacks handed on never change (each calls the latest): only a new label,
 * or a change of a context above it, gets through.
 */
export function PdfDownload({ label, request, onDone, link }: PdfDownloadProps) {
  const latest = useRef({ request, onDone });
  useLayoutEffect(() => {
    latest.current = { request, onDone };
  });
  const stableRequest = useCallback(() => latest.current.request(), []);
  const stableOnDone = useCallback((result: Downloaded) => latest.current.onDone?.(result), []);
  return (
    <>
      <LazyDownload label={label} request={stableRequest} onDone={stableOnDone} />
      {link && (
        // Without JavaScript the button is hidden (data-needs-js): the server's answer is an attachment, so the link downloads.
        // React neither hydrates nor renders a <noscript>'s children in the browser: only the server's build needs them.
        <noscript>
          {import.meta.env.SSR && (
            <a className={`${buttons.outline} ${buttons.outlineCaps}`} href={link}>
              {label}
            </a>
          )}
        </noscript>
      )}
    </>
  );
}

const LazyDownload = memo(function LazyDownload(props: ButtonProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.download} data-needs-js>
          <button type="button" className={`${buttons.outline} ${buttons.outlineCaps} ${styles.button}`} disabled>
            <span>{props.label}</span>
          </button>
        </div>
      }
    >
      <DownloadButton {...props} />
    </Suspense>
  );
});
