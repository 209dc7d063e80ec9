import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue } from "../../state/store.js";
import { useEffect, useRef, useState } from "react";
import { EmptyState } from "../../components/EmptyState.js";
import type { PostCard } from "../../contract/site-api.js";
import { fetchPostPage, firstPostPageAtom, morePostPagesAtom } from "./api/posts.js";
import styles from "./GalleryPage.module.css";
import { PostCardItem } from "./PostCardItem.js";

/** Posts in page order, each once (a post published between two loads shifts the pages). */
function uniquePosts(pages: { posts: PostCard[] }[]): PostCard[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.posts).filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
}

/**
 * The gallery's cards: the first 6, then 6 more per "Carregar mais" until the
 * last page. A failed "load more" is said inline, with a retry; the
 * cards already shown stay.
 */
export function GalleryList() {
  const { t } = useLingui();
  const first = useAtomValue(firstPostPageAtom);
  const [more, setMore] = useAtom(morePostPagesAtom);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const pages = [first, ...more];
  const current = pages[pages.length - 1] ?? first;
  const posts = uniquePosts(pages);
  const hasMore = current.page < current.lastPage;

  // After a load, keyboard focus moves to the first new card (the button may be gone).
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.children[focusFrom.current]?.querySelector("a")?.focus();
    focusFrom.current = null;
  }, [posts.length]);

  const loadMore = async () => {
    if (state === "loading") return;
    setState("loading");
    try {
      const page = await fetchPostPage(current.page + 1);
      focusFrom.current = posts.length;
      setMore((loaded) => [...loaded, page]);
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  if (posts.length === 0) return <EmptyState title={t`Nenhuma publicação por enquanto.`} />;
  return (
    <>
      <ul ref={list} className={styles.grid}>
        {posts.map((post, index) => (
          <li key={post.id}>
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
    </>
  );
}
