import { Trans } from "@lingui/react/macro";

export default function SelectionPage() {
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Minha seleção</Trans>
      </h1>
    </section>
  );
}
