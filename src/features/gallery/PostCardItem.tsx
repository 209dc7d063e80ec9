import { LazyImage } from "../../components/LazyImage.js";
import { RouteLink } from "../../components/RouteLink.js";
import type { PostCard } from "../../contract/site-api.js";
import { cardImageSizes, cardMaxWidth } from "../../lib/lcp-images.js";
import styles from "./GalleryPage.module.css";
import { platformTextLang } from "../../lib/i18n-tags.js";

/** A gallery card: cover, title and subtitle, linking to the post. */
export function PostCardItem({ post, eager, priority }: { post: PostCard; eager: boolean; priority: boolean }) {
  return (
    <RouteLink to="galleryItemDetails" params={{ id: post.id, slug: post.slug }} className={styles.card}>
      <LazyImage mediaKey={post.cover} alt="" width={300} height={400} sizes={cardImageSizes} eager={eager} priority={priority} maxWidth={cardMaxWidth} className={styles.cover} />
      <h2 className={styles.cardTitle} lang={platformTextLang}>
        {post.title}
      </h2>
      {post.subtitle && (
        <p className={styles.cardSubtitle} lang={platformTextLang}>
          {post.subtitle}
        </p>
      )}
    </RouteLink>
  );
}

/** Cards' places while the first page loads. */
export function PostCardSkeletons({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <span className={styles.skeletonCover} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
        </li>
      ))}
    </ul>
  );
}
