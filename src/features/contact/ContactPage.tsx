import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { OptionalPart } from "../../components/OptionalPart.js";
import { Contacts, ContactsSkeleton } from "./Contacts.js";
// The form's styles come with the page's, so its server-rendered HTML is styled before its code loads.
import "../../components/forms.module.css";
import "./form/ContactForm.module.css";

// The form's code (react-final-form, the schema, the queue) is a chunk of its own, below the contacts:
// the server still renders it, and it hydrates once that code is in. Its texts are in the page's catalog.
const ContactForm = lazy(() => import("./form/ContactForm.js").then((module) => ({ default: module.ContactForm })));

/** Contacts: Rio de Janeiro and São Paulo, general contacts, social media, then the contact form. */
export default function ContactPage() {
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Contatos</Trans>
      </h1>
      {/* The form does without them: it sends to the site, which keeps the message until the platform takes it. */}
      <OptionalPart name="contacts">
        <Suspense fallback={<ContactsSkeleton />}>
          <Contacts />
        </Suspense>
      </OptionalPart>
      <Suspense fallback={null}>
        <ContactForm />
      </Suspense>
    </section>
  );
}
