import { Trans } from "@lingui/react/macro";
import { Suspense } from "react";
import { Contacts, ContactsSkeleton } from "./Contacts.js";

/** Contacts: Rio de Janeiro and São Paulo, general contacts, social media. */
export default function ContactPage() {
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Contatos</Trans>
      </h1>
      <Suspense fallback={<ContactsSkeleton />}>
        <Contacts />
      </Suspense>
    </section>
  );
}
