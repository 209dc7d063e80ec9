import buttons from "../../components/buttons.module.css";
import styles from "./SelectionPage.module.css";

/** The selection's actions, buttons and links alike: the talent pages' outlined button, uppercase. */
export const actionButton = `${buttons.outline} ${buttons.outlineCaps} ${styles.button}`;
