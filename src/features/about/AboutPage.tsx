import { Trans } from "@lingui/react/macro";

export default function AboutPage() {
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>A agência</Trans>
      </h1>
    </section>
  );
}
