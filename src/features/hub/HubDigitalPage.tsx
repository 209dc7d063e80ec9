import { Trans } from "@lingui/react/macro";

export default function HubDigitalPage() {
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Hub Digital</Trans>
      </h1>
    </section>
  );
}
