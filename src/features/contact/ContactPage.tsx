import { Trans } from "@lingui/react/macro";

export default function ContactPage() {
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Contatos</Trans>
      </h1>
    </section>
  );
}
