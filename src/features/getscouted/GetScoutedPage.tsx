import { Trans } from "@lingui/react/macro";

export default function GetScoutedPage() {
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Seja um modelo</Trans>
      </h1>
    </section>
  );
}
