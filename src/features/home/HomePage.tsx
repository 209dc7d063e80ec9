import { Trans } from "@lingui/react/macro";

export default function HomePage() {
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Passarela</Trans>
      </h1>
    </section>
  );
}
