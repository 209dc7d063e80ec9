import { useLingui } from "@lingui/react/macro";
import type { Person } from "../../contract/site-api.js";
import styles from "./ContactPage.module.css";
import { mailtoHref, telHref, whatsappHref } from "./links.js";
import { platformTextLang } from "../../lib/i18n-tags.js";

/** Staff rows: name, role, e-mail (mailto:), phone (tel:) and the same phone on WhatsApp. */
export function PersonList({ people }: { people: Person[] }) {
  const { t } = useLingui();
  return (
    <ul className={styles.people}>
      {people.map((person) => {
        const whatsapp = person.phone ? whatsappHref(person.phone) : undefined;
        const name = person.name;
        return (
          <li key={person.id} className={styles.person}>
            {/* Names, and the platform's general contacts ("Imprensa"), are written in Portuguese. */}
            <p className={styles.name} lang={platformTextLang}>
              {person.name}
            </p>
            {person.role && (
              <p className={styles.role} lang={platformTextLang}>
                {person.role}
              </p>
            )}
            {person.email && (
              <a className={styles.link} href={mailtoHref(person.email)}>
                {person.email}
              </a>
            )}
            {person.phone && (
              <span className={styles.phone}>
                <a className={styles.link} href={telHref(person.phone)}>
                  {person.phone}
                </a>
                {whatsapp && (
                  // The name says who and where it leads, and that it leaves the site in a new tab.
                  <a
                    className={styles.link}
                    href={whatsapp}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t`WhatsApp de ${name} (abre em uma nova aba)`}
                  >
                    WhatsApp
                  </a>
                )}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
