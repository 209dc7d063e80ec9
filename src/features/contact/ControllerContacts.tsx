import { useAtomValue } from "../../state/store.js";
import { mailtoHref, telHref } from "./links.js";
import { staffAtom } from "../../state/content.js";
import styles from "./PrivacyPage.module.css";
import { platformTextLang } from "../../lib/i18n-tags.js";

/** The controller's contacts: the agency's general contacts, as the platform's staff list gives them. */
export function ControllerContacts() {
  const { general } = useAtomValue(staffAtom);
  return (
    <ul className={styles.contacts}>
      {general.map((person) => (
        <li key={person.id}>
          <strong lang={platformTextLang}>{person.name}</strong>
          {person.role && (
            <span className={styles.role} lang={platformTextLang}>
              {person.role}
            </span>
          )}
          {person.email && <a href={mailtoHref(person.email)}>{person.email}</a>}
          {person.phone && <a href={telHref(person.phone)}>{person.phone}</a>}
        </li>
      ))}
    </ul>
  );
}
