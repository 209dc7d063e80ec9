import type { Person } from "../../contract/site-api.js";
import styles from "./ContactPage.module.css";
import { mailtoHref, telHref } from "./links.js";

/** Staff rows: name, role, e-mail (mailto:) and phone (tel:). */
export function PersonList({ people }: { people: Person[] }) {
  return (
    <ul className={styles.people}>
      {people.map((person) => (
        <li key={person.id} className={styles.person}>
          <p className={styles.name}>{person.name}</p>
          {person.role && <p className={styles.role}>{person.role}</p>}
          {person.email && (
            <a className={styles.link} href={mailtoHref(person.email)}>
              {person.email}
            </a>
          )}
          {person.phone && (
            <a className={styles.link} href={telHref(person.phone)}>
              {person.phone}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
