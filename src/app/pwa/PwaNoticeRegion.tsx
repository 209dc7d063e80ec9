import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { useHydrated } from "../../lib/hydration.js";
import { loadLaterMessages } from "../../lib/i18n.js";
import styles from "./PwaNotices.module.css";

// The notices depend on this browser (online, service worker): their code comes after the page has hydrated.
const PwaNotices = lazy(() => Promise.all([import("./PwaNotices.js"), loadLaterMessages()]).then(([module]) => ({ default: module.PwaNotices })));

/** The live region the notices appear in: present from the first paint, so screen readers announce what enters it. */
export function PwaNoticeRegion() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  return (
    <div className={styles.stack} role="region" aria-label={t`Avisos`} aria-live="polite">
      {hydrated && (
        <Suspense fallback={null}>
          <PwaNotices />
        </Suspense>
      )}
    </div>
  );
}
