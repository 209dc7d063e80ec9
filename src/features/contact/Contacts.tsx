import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "../../state/store.js";
import type { City } from "../../contract/site-api.js";
import { cityKeys } from "../../contract/vocabulary.js";
import { contactsAtom } from "./api/contacts.js";
import styles from "./ContactPage.module.css";
import { displayUrl, telHref } from "./links.js";
import { PersonList } from "./PersonList.js";

const socialNames: Record<string, string> = { facebook: "Facebook", instagram: "Instagram", tiktok: "TikTok" };

/** A postcode (CEP) broken after its hyphen reads as two numbers: each is kept on one line. */
const postcode = /(\d{5}-\d{3})/;

/** The two cities (address, staff), the general contacts, then the social links. */
export function Contacts() {
  const { t } = useLingui();
  const { staff, social } = useAtomValue(contactsAtom);
  const cityNames: Record<City["key"], string> = { rio_de_janeiro: t`Rio de Janeiro`, sao_paulo: t`São Paulo` };
  const cities = [...staff.cities].sort((a, b) => cityKeys.indexOf(a.key) - cityKeys.indexOf(b.key));
  const links = social.links.filter((link) => /^https?:\/\//.test(link.url));
  return (
    <>
      <div className={styles.cities}>
        {cities.map((city) => (
          <section key={city.key} className={styles.city} aria-labelledby={`city-${city.key}`}>
            <h2 id={`city-${city.key}`} className={styles.heading}>
              {cityNames[city.key]}
            </h2>
            {(city.address || city.phone) && (
              <address className={styles.address}>
                {city.address && (
                  <span>
                    {city.address.split(postcode).map((part, index) =>
                      index % 2 ? (
                        <span key={index} className={styles.postcode}>
                          {part}
                        </span>
                      ) : (
                        part
                      ),
                    )}
                  </span>
                )}
                {city.phone && (
                  <a className={styles.link} href={telHref(city.phone)}>
                    {city.phone}
                  </a>
                )}
              </address>
            )}
            <PersonList people={city.people} />
          </section>
        ))}
      </div>
      {staff.general.length > 0 && (
        <section className={styles.block} aria-labelledby="contacts-general">
          <h2 id="contacts-general" className={styles.heading}>
            <Trans>Contatos gerais</Trans>
          </h2>
          <PersonList people={staff.general} />
        </section>
      )}
      {links.length > 0 && (
        <section className={styles.block} aria-labelledby="contacts-social">
          <h2 id="contacts-social" className={styles.heading}>
            <Trans>Redes sociais</Trans>
          </h2>
          <ul className={styles.social}>
            {links.map((link) => (
              <li key={link.key}>
                <a className={styles.socialLink} href={link.url} target="_blank" rel="noopener noreferrer">
                  <span className={styles.name}>{socialNames[link.key] ?? (link.key === "site" ? t`Site` : link.key)}</span>
                  <span className={styles.role}>{displayUrl(link.url)}</span>
                  <span className="visually-hidden"> {t`(abre em uma nova aba)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The cities' places while the contacts load. */
export function ContactsSkeleton() {
  return (
    <div className={styles.cities} aria-hidden="true">
      {[0, 1].map((city) => (
        <div key={city} className={styles.city}>
          <span className={styles.skeletonHeading} />
          {[0, 1, 2, 3].map((row) => (
            <span key={row} className={styles.skeletonRow} />
          ))}
        </div>
      ))}
    </div>
  );
}
