import { Trans } from "@lingui/react/macro";

export default function GalleryPage() {
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Galeria</Trans>
      </h1>
    </section>
  );
}
