import { Trans } from "@lingui/react/macro";
import { PageHead } from "../../components/PageHead.js";
import type { RouteParams } from "../../lib/routes.js";

export default function GalleryItemPage({ params }: { params: RouteParams["galleryItemDetails"] }) {
  return (
    <section className="page">
      <PageHead values={{ title: String(params.id), subtitle: "" }} />
      <h1 className="page-title">
        <Trans>Galeria</Trans>
      </h1>
    </section>
  );
}
