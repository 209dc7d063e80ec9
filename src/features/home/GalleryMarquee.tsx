import { useLingui } from "@lingui/react/macro";
import { localeAtom, useAtomValue } from "../../state/store.js";
import { useState, type CSSProperties, type FocusEvent } from "react";
import buttons from "../../components/buttons.module.css";
import { EmptyState } from "../../components/EmptyState.js";
import { useCardLinks } from "../../components/useCardLinks.js";
import type { PostCard } from "../../contract/site-api.js";
import { useMountedAfterHydration } from "../../lib/hydration.js";
import { mediaSrcSet, mediaUrl } from "../../lib/media.js";
import { prefetchRoute } from "../../lib/prefetch.js";
import { pathFor } from "../../lib/routes.js";
import { allPostsAtom } from "./api/all-posts.js";
import styles from "./GalleryMarquee.module.css";
import { PauseIcon, PlayIcon } from "./icons.js";
import { platformTextLang } from "../../lib/i18n-tags.js";

/** Each cover takes 6000 ms to cross. */
export const marqueeItemMs = 6000;
// A row repeats short lists until it is wider than the widest screen (12 × 374 px > 1920 × 2).
const minimumItems = 12;

function fill(posts: PostCard[]): PostCard[] {
  if (posts.length === 0) return [];
  const copies = Math.ceil(minimumItems / posts.length);
  return Array.from({ length: copies }, () => posts).flat();
}

/**
 * One list of a belt. Only the first row's first showing of each post is for
 * the keyboard and assistive technology: the loop's copy, the repeats that
 * fill a short list and the whole second row show the same posts again.
 * Those stay links for a pointer (a cover in sight always opens its post), out
 * of the tab order and hidden from screen readers.
 */
function Covers({ posts, unique }: { posts: PostCard[]; unique: number }) {
  const locale = useAtomValue(localeAtom);
  return (
    <ul className={styles.list} aria-hidden={unique === 0 || undefined}>
      {posts.map((post, index) => {
        const again = index >= unique;
        return (
          <li key={`${post.id}-${index}`} className={styles.item} aria-hidden={(again && unique > 0) || undefined}>
            <a href={pathFor("galleryItemDetails", { id: post.id, slug: post.slug }, locale)} className={styles.link} tabIndex={again ? -1 : undefined}>
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
              <span className={styles.title} lang={platformTextLang}>
                {post.title}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** A row of covers; the `label`led one is the one the keyboard and screen readers go through. */
function Row({ posts, reverse, label }: { posts: PostCard[]; reverse: boolean; label?: string }) {
  const items = fill(posts);
  const style = { "--marquee-duration": `${items.length * marqueeItemMs}ms` } as CSSProperties;
  const named = label !== undefined;
  return (
    <div className={styles.row} {...(named ? { role: "group", "aria-label": label } : { "aria-hidden": true })}>
      <div className={[styles.belt, reverse ? styles.reverse : ""].join(" ")} style={style}>
        <Covers posts={items} unique={named ? posts.length : 0} />
        <Covers posts={items} unique={0} />
      </div>
    </div>
  );
}

/** A post's page code, fetched once a pointer or the keyboard comes to the covers. */
const prefetchPost = () => prefetchRoute("galleryItemDetails");

/**
 * The keyboard's focus stops the belt at its start (CSS), and the focused cover is scrolled
 * wholly into its row: the browser's own scrolling leaves a cover cut at the edge as it is.
 */
function revealFocused(event: FocusEvent<HTMLDivElement>) {
  prefetchPost();
  if (event.target.matches(":focus-visible")) event.target.scrollIntoView({ block: "nearest", inline: "nearest" });
}

/** A row the keyboard leaves goes back to its start, where the belt runs again. */
function rewindRow(event: FocusEvent<HTMLDivElement>) {
  const row = event.target.closest(`.${styles.row}`);
  if (row && !row.contains(event.relatedTarget)) row.scrollLeft = 0;
}

/**
 * Two rows of gallery covers scrolling in opposite directions, from
 * the full post load. They pause on hover and on focus, stop for the keyboard; with reduced motion
 * they stand still and scroll by hand. A click on a cover opens the post in
 * the app, through one listener for all of them.
 *
 * Hydrated from the server's HTML, the rows are left as the server wrote them:
 * they are most of the home page's elements, below its first screen, and the
 * browser has nothing to change in them (the scrolling is CSS), so React takes
 * over only the listener and the first hydration skips the rest. A home
 * opened in the app renders them.
 */
export function GalleryMarquee() {
  const { t } = useLingui();
  const posts = useAtomValue(allPostsAtom);
  const mountedAfterHydration = useMountedAfterHydration();
  // A strip the server left to the browser (its posts failed to load there) is rendered here once
  // they come, after hydration: only covers in the server's HTML are kept.
  const fromServerHtml = !import.meta.env.SSR && !mountedAfterHydration;
  const openPost = useCardLinks<HTMLDivElement>();
  const [paused, setPaused] = useState(false);
  if (posts.length === 0) return <EmptyState title={t`Nenhuma publicação por enquanto.`} />;
  const belts = { className: styles.marquee, "data-paused": paused || undefined, onClick: openPost, onPointerEnter: prefetchPost, onFocus: revealFocused, onBlur: rewindRow };
  // Hover and focus stop the rows too, but a touch screen has neither (WCAG 2.2.2: moving content can be paused).
  const pause = (
    <div className={styles.pause} data-needs-js>
      <button type="button" className={`${buttons.icon} ${styles.pauseButton}`} onClick={() => setPaused(!paused)} aria-label={paused ? t`Retomar as publicações` : t`Pausar as publicações`}>
        {paused ? <PlayIcon /> : <PauseIcon />}
      </button>
    </div>
  );
  // React does not hydrate what is inside an element it gives HTML to, and leaves it as it is while that HTML does not change.
  if (fromServerHtml)
    return (
      <>
        {pause}
        <div {...belts} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
      </>
    );
  const second = [...posts].reverse();
  return (
    <>
      {pause}
      {/* Clicks are delegated from the links inside; the element itself is not interactive. */}
      <div {...belts}>
        <Row posts={posts} reverse={false} label={t`Publicações recentes`} />
        <Row posts={second} reverse />
      </div>
    </>
  );
}

/** The marquee's place while the posts load: two rows of cover-sized skeletons. */
export function GalleryMarqueeSkeleton() {
  return (
    <>
      {/* The pause button's room, so nothing moves when the rows come. */}
      <div className={styles.pause} data-needs-js>
        <span className={buttons.icon} />
      </div>
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
    </>
  );
}
