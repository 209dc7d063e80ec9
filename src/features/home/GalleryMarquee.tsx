import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "../../state/store.js";
import type { CSSProperties } from "react";
import { EmptyState } from "../../components/EmptyState.js";
import { RouteLink } from "../../components/RouteLink.js";
import type { PostCard } from "../../contract/site-api.js";
import { mediaSrcSet, mediaUrl } from "../../lib/media.js";
import { allPostsAtom } from "./api/all-posts.js";
import styles from "./GalleryMarquee.module.css";

/** Each cover takes 6000 ms to cross. */
export const marqueeItemMs = 6000;
// A row repeats short lists until it is wider than the widest screen (12 × 374 px > 1920 × 2).
const minimumItems = 12;

function fill(posts: PostCard[]): PostCard[] {
  if (posts.length === 0) return [];
  const copies = Math.ceil(minimumItems / posts.length);
  return Array.from({ length: copies }, () => posts).flat();
}

function Covers({ posts, copy }: { posts: PostCard[]; copy: boolean }) {
  return (
    // The second copy only closes the loop: hidden from assistive technology and the keyboard.
    <ul className={styles.list} aria-hidden={copy || undefined} inert={copy}>
      {posts.map((post, index) => (
        <li key={`${post.id}-${index}`} className={styles.item}>
          <RouteLink to="galleryItemDetails" params={{ id: post.id, slug: post.slug }} className={styles.link}>
            {/* A plain image on a still background: dozens of shimmering skeletons would cost paint time on phones. */}
            <span className={styles.cover}>
              {post.cover && (
                <img
                  src={mediaUrl(post.cover, 480)}
                  srcSet={mediaSrcSet(post.cover, 160, 800)}
                  sizes="(min-width: 1025px) 350px, 165px"
                  width={300}
                  height={400}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              )}
            </span>
            <span className={styles.title}>{post.title}</span>
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

function Row({ posts, reverse, label }: { posts: PostCard[]; reverse: boolean; label: string }) {
  const items = fill(posts);
  const style = { "--marquee-duration": `${items.length * marqueeItemMs}ms` } as CSSProperties;
  return (
    <div className={styles.row} role="group" aria-label={label}>
      <div className={[styles.belt, reverse ? styles.reverse : ""].join(" ")} style={style}>
        <Covers posts={items} copy={false} />
        <Covers posts={items} copy />
      </div>
    </div>
  );
}

/**
 * Two rows of gallery covers scrolling in opposite directions, from
 * the full post load. They pause on hover and on focus; with reduced motion
 * they stand still and scroll by hand.
 */
export function GalleryMarquee() {
  const { t } = useLingui();
  const posts = useAtomValue(allPostsAtom);
  if (posts.length === 0) return <EmptyState title={t`Nenhuma publicação por enquanto.`} />;
  const second = [...posts].reverse();
  return (
    <div className={styles.marquee}>
      <Row posts={posts} reverse={false} label={t`Publicações recentes`} />
      <Row posts={second} reverse label={t`Mais publicações`} />
    </div>
  );
}

/** The marquee's place while the posts load: two rows of cover-sized skeletons. */
export function GalleryMarqueeSkeleton() {
  return (
    <div className={styles.marquee} aria-hidden="true">
      {[0, 1].map((row) => (
        <div key={row} className={styles.row}>
          <div className={styles.belt}>
            <ul className={styles.list}>
              {Array.from({ length: 8 }, (_, index) => (
                <li key={index} className={styles.item}>
                  <span className={styles.skeleton} />
                  <span className={styles.title} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      ))}
    </div>
  );
}
