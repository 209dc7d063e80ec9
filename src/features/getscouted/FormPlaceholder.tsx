import { Loader } from "../../components/Loader.js";
import styles from "./GetScoutedPage.module.css";

/** Holds the form's place while its code or the draft loads, so the footer never jumps into view and out. */
export function FormPlaceholder() {
  return (
    <div className={styles.placeholder}>
      <Loader />
    </div>
  );
}
