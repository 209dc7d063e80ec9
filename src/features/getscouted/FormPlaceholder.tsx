import { Loader } from "../../components/Loader.js";
import styles from "./GetScoutedPage.module.css";

/**
 * Holds the form's place while its code or the draft loads, so the footer never jumps into view and out.
 * Without JavaScript there is no form to wait for: it is hidden, not an empty screen.
 */
export function FormPlaceholder() {
  return (
    <div className={styles.placeholder} data-needs-js>
      <Loader />
    </div>
  );
}
