import { Trans } from "@lingui/react/macro";
import { Suspense } from "react";
import { GalleryList } from "./GalleryList.js";
import { PostCardSkeletons } from "./PostCardItem.js";

/** Gallery list: cards with cover, title and subtitle, 6 more at a time. */
export default function GalleryPage() {
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Galeria</Trans>
      </h1>
      <Suspense fallback={<PostCardSkeletons count={6} />}>
        <GalleryList />
      </Suspense>
    </section>
  );
}
