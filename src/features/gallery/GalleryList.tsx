import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue } from "../../state/store.js";
import { useEffect, useRef, useState } from "react";
import { EmptyState } from "../../components/EmptyState.js";
import type { PostCard } from "../../contract/site-api.js";
import { galleryPageParam, lastGalleryPageOf } from "../../lib/gallery-pages.js";
import { useSearch } from "wouter";
import { addressedPostPagesAtom, fetchPostPage, morePostPagesAtom } from "./api/posts.js";
import styles from "./GalleryPage.module.css";
import { PostCardItem } from "./PostCardItem.js";

/** Posts in page order, each once (a post published between two loads shifts the pages), with the page each came on. */
function uniquePosts(pages: { posts: PostCard[]; page: number }[]): { post: PostCard; page: number }[] {
  const seen = new Set<number>();
  return pages.flatMap(({ posts, page }) => posts.map((post) => ({ post, page }))).filter(({ post }) => !seen.has(post.id) && Boolean(seen.add(post.id)));
}

/** The anchor of a page's first card: where "load more" without JavaScript takes the reader. */
const pageAnchor = (page: number) => `${galleryPageParam}-${page}`;

/**
 * The gallery's cards: the first 6, then 6 more per "Carregar mais" until the
 * last page. A failed "load more" is said inline, with a retry; the
 * cards already shown stay.
 */
export function GalleryList() {
  const { t } = useLingui();
  // A page number needs no decoding: wouter's (decoded) query will do, without the list's query helpers.
  const shown = useAtomValue(addressedPostPagesAtom(lastGalleryPageOf(new URLSearchParams(useSearch()))));
  const [more, setMore] = useAtom(morePostPagesAtom);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // The pages loaded since follow on where they continue the address's: a page is never skipped.
  const pages = [...shown];
  for (const page of [...more].sort((a, b) => a.page - b.page)) if (page.page === (pages.at(-1)?.page ?? 0) + 1) pages.push(page);
  const current = pages.at(-1);
  const posts = uniquePosts(pages);
  const hasMore = current !== undefined && current.page < current.lastPage;

  // After a load, keyboard focus moves to the first new card (the button may be gone).
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.children[focusFrom.current]?.querySelector("a")?.focus();
    focusFrom.current = null;
  }, [posts.length]);

  const loadMore = async () => {
    if (state === "loading" || !current) return;
    setState("loading");
    try {
      const page = await fetchPostPage(current.page + 1);
      focusFrom.current = posts.length;
      setMore((loaded) => [...loaded.filter((known) => known.page !== page.page), page]);
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  if (posts.length === 0) return <EmptyState title={t`Nenhuma publicação por enquanto.`} />;
  return (
    <>
      <ul ref={list} className={styles.grid}>
        {posts.map(({ post, page }, index) => (
          <li key={post.id} id={posts[index - 1]?.page === page ? undefined : pageAnchor(page)}>
            <PostCardItem post={post} eager={index < 3} priority={index === 0} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div className={styles.more} data-needs-js>
          {state === "failed" && (
            <p className={styles.error} role="alert">
              <Trans>Não foi possível carregar mais publicações. Verifique sua conexão e tente de novo.</Trans>
            </p>
          )}
          {/* aria-disabled, not disabled: the button keeps keyboard focus while it loads. */}
          <button type="button" className={styles.moreButton} onClick={() => void loadMore()} aria-disabled={state === "loading"}>
            {state === "loading" ? <Trans>Carregando…</Trans> : state === "failed" ? <Trans>Tentar de novo</Trans> : <Trans>Carregar mais</Trans>}
          </button>
        </div>
      )}
      {hasMore && (
        <noscript>
          <div className={styles.more}>
            <a className={styles.moreButton} href={`?${galleryPageParam}=${current.page + 1}#${pageAnchor(current.page + 1)}`}>
              <Trans>Carregar mais</Trans>
            </a>
          </div>
        </noscript>
      )}
    </>
  );
}
