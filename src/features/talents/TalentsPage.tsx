import { Trans } from "@lingui/react/macro";

export default function TalentsPage() {
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Modelos</Trans>
      </h1>
    </section>
  );
}
