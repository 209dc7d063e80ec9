import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { bookingLink } from "../../../contract/contact-link.js";
import { pathFor } from "../../../lib/routes.js";
import { localeAtom, useAtomValue } from "../../../state/store.js";
import styles from "./Profile.module.css";

/**
 * "Book this talent": the contact form on a booking of this talent. A link, so
 * it works from the server's HTML before its code is in, and without scripts.
 */
export function BookLink({ id }: { id: number }) {
  const locale = useAtomValue(localeAtom);
  return (
    <Link className={styles.book} href={`${pathFor("contact", {}, locale)}${bookingLink([id])}`}>
      <Trans>Reservar este talento</Trans>
    </Link>
  );
}
