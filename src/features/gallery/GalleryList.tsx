import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue, useStore } from "../../state/store.js";
import { useEffect, useRef, useState } from "react";
import { EmptyState } from "../../components/EmptyState.js";
import { ApiError } from "../../lib/api-error.js";
import { LoadError } from "../../state/resource.js";
import type { PostCard } from "../../contract/site-api.js";
import { galleryPageParam, galleryPagesTo, lastGalleryPageOf } from "../../lib/gallery-pages.js";
import { useSearch } from "wouter";
import { loadPostPage, postPagesAtom } from "./api/posts.js";
import { rememberedGrowth, rewriteAddress } from "./list-growth.js";
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
 * last page. The address follows (`?pagina=3` once three pages show), so a
 * reload, a copied link or Back from a post shows the same posts. A failed
 * "load more" is said inline, with a retry; the cards already shown stay.
 */
export function GalleryList() {
  const { t } = useLingui();
  const store = useStore();
  // A page number needs no decoding: wouter's (decoded) query will do, without the list's query helpers.
  const last = lastGalleryPageOf(new URLSearchParams(useSearch()));
  // Read with the address: both change together, by the list's own rewrite or by Back and Forward.
  const growth = rememberedGrowth();
  const first = growth?.last === last ? growth.first : (galleryPagesTo(last)[0] ?? 1);
  const pages = useAtomValue(postPagesAtom(`${first}-${last}`));
  // "unreachable": the request got no answer (offline, or stalled); "failed": the site answered with an error.
  const [state, setState] = useState<"idle" | "loading" | "failed" | "unreachable">("idle");
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

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
    const address = window.location.href;
    setState("loading");
    try {
      const page = await loadPostPage(store, current.page + 1);
      setState("idle");
      // Gone elsewhere meanwhile: the page stays loaded for the next time, but the address and the focus are another page's now.
      if (window.location.href !== address) return;
      focusFrom.current = posts.length;
      rewriteAddress({ first, last: page.page });
      // Offline, a reload of the new address needs its page as the server renders it (the code comes later: it is not the list's).
      const kept = `${window.location.pathname}${window.location.search}`;
      void import("../../lib/offline-warmup.js").then(({ requestPageKept }) => requestPageKept(kept));
    } catch (error) {
      setState(error instanceof LoadError && error.cause instanceof ApiError && error.cause.status === 0 ? "unreachable" : "failed");
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
          {(state === "failed" || state === "unreachable") && (
            <p className={styles.error} role="alert">
              {state === "unreachable" ? (
                <Trans>Não foi possível carregar mais publicações. Verifique sua conexão e tente de novo.</Trans>
              ) : (
                <Trans>Não foi possível carregar mais publicações agora. Tente de novo em instantes.</Trans>
              )}
            </p>
          )}
          {/* aria-disabled, not disabled: the button keeps keyboard focus while it loads. */}
          <button type="button" className={styles.moreButton} onClick={() => void loadMore()} aria-disabled={state === "loading"}>
            {state === "loading" ? <Trans>Carregando…</Trans> : state === "idle" ? <Trans>Carregar mais</Trans> : <Trans>Tentar de novo</Trans>}
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
