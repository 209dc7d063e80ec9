import { useEffect } from "react";
import { useLocation } from "wouter";
import { BackLink } from "../../components/BackLink.js";
import { PageHead } from "../../components/PageHead.js";
import { RichText } from "../../components/RichText.js";
import { formatDate } from "../../lib/format.js";
import { pathFor, type RouteParams } from "../../lib/routes.js";
import { preloadSanitizer } from "../../lib/sanitizer.js";
import { localeAtom, useAtomValue } from "../../state/store.js";
import { postAtom } from "./api/post.js";
import styles from "./GalleryItemPage.module.css";
import { platformTextLang } from "../../lib/i18n-tags.js";

// Content images are drawn at most 800 px wide (the article's measure).
const contentImageSizes = "(min-width: 880px) 800px, 100vw";

/** Gallery item detail: back link, title in bold, subtitle, the post's HTML. */
export default function GalleryItemPage({ params }: { params: RouteParams["galleryItemDetails"] }) {
  // The sanitiser downloads while the post does.
  preloadSanitizer();
  const post = useAtomValue(postAtom(params.id));
  const locale = useAtomValue(localeAtom);
  const [, navigate] = useLocation();

  // An old or missing slug reached inside the app (or offline) becomes the post's own, without a new
  // history entry; the server redirects a visit that starts here.
  useEffect(() => {
    if (params.slug !== post.slug) navigate(pathFor("galleryItemDetails", { id: post.id, slug: post.slug }, locale), { replace: true, state: { keepScroll: true } });
  }, [params.slug, post.id, post.slug, locale, navigate]);

  const published = post.publishedAt ? formatDate(post.publishedAt, locale) : "";
  return (
    <article className={`page ${styles.article}`}>
      <PageHead values={{ title: post.title, subtitle: post.subtitle ?? post.description ?? "" }} />
      <BackLink to="gallery" />
      <header className={styles.header}>
        <h1 className={styles.title} lang={platformTextLang}>
          {post.title}
        </h1>
        {post.subtitle && (
          <p className={styles.subtitle} lang={platformTextLang}>
            {post.subtitle}
          </p>
        )}
        {published && (
          <time className={styles.date} dateTime={post.publishedAt ?? undefined}>
            {published}
          </time>
        )}
      </header>
      <RichText html={post.content} options={{ imageSizes: contentImageSizes }} />
    </article>
  );
}
