import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom, useStore } from "../../../state/store.js";
import { useCallback, useEffect } from "react";
import { BackLink } from "../../../components/BackLink.js";
import buttons from "../../../components/buttons.module.css";
import { FavoriteButton } from "../../../components/FavoriteButton.js";
import { PageHead } from "../../../components/PageHead.js";
import { RouteLink } from "../../../components/RouteLink.js";
import { TalentCover } from "../../../components/TalentCover.js";
import { useFavorites } from "../../../state/favorites.js";
import { toggleFavoriteAtom } from "../../../state/favorite-changes.js";
import { onlineAtom } from "../../../state/pwa.js";
import { ApiError } from "../../../lib/api-error.js";
import { retryLoad, type LoadError } from "../../../state/resource.js";
import { cachedCardAtom, forgetCachedCard } from "../api/cached-card.js";
import styles from "./OfflineProfile.module.css";
import profileStyles from "./Profile.module.css";

/** Tries made by themselves since the connection came back, per talent (the view remounts after each). */
const onlineTries = new Map<number, number>();
const maxOnlineTries = 4;

/**
 * A profile the network could not bring (offline, most often): what this device
 * knows of the talent — the card's name, cover and category; measures only come
 * with the profile — and that the profile opens once the connection is back,
 * which it then does by itself. Never the browser's error page, never the 503.
 */
export function OfflineProfile({ id, failed }: { id: number; failed: LoadError }) {
  const { t } = useLingui();
  const store = useStore();
  const retry = useCallback(() => retryLoad(store, failed), [store, failed]);
  const online = useAtomValue(onlineAtom);
  const favorites = useFavorites();
  const toggleFavorite = useSetAtom(toggleFavoriteAtom);
  // The card list the service worker cached, else the card kept with the favourites.
  const card = useAtomValue(cachedCardAtom(id)) ?? favorites[String(id)] ?? null;
  const kept = String(id) in favorites;

  // The next offline view of this talent looks for the card again.
  useEffect(() => () => forgetCachedCard(id), [id]);

  useEffect(() => {
    // Each reconnection starts its own round of tries.
    const reconnected = () => {
      onlineTries.delete(id);
      retry();
    };
    window.addEventListener("online", reconnected);
    return () => window.removeEventListener("online", reconnected);
  }, [id, retry]);

  // Online yet unanswered: the first try after reconnecting often fails while the network
  // settles, so try again by itself a few times (1, 2, 4, 8 s), then leave it to the button.
  // Not a request that stalled: each try would put the loading bar back for as long again.
  const stalled = failed.cause instanceof ApiError && failed.cause.code === "timeout";
  useEffect(() => {
    if (!online) {
      onlineTries.delete(id);
      return;
    }
    if (stalled) return;
    const tries = onlineTries.get(id) ?? 0;
    if (tries >= maxOnlineTries) return;
    const timer = setTimeout(() => {
      onlineTries.set(id, tries + 1);
      retry();
    }, 1000 * 2 ** tries);
    return () => clearTimeout(timer);
  }, [online, stalled, id, retry]);

  const name = card?.name ?? "";
  const [first = "", ...rest] = name.trim().split(/\s+/);
  const genders = { man: t`Masculino`, woman: t`Feminino` };
  const category = [card?.gender ? genders[card.gender] : "", card?.curves ? t`Curves` : ""].filter(Boolean).join(" · ");

  return (
    <section className="page" aria-labelledby="offline-profile-title">
      {/* No measures here: the description names none rather than an empty list. */}
      <PageHead values={{ name: name || t`Perfil indisponível`, measures: "none" }} />
      <BackLink to="talents" />
      <div className={profileStyles.header}>
        <h1 id="offline-profile-title" className={profileStyles.name}>
          {card ? (
            <>
              <strong>{first}</strong>
              {rest.length > 0 && ` ${rest.join(" ")}`}
            </>
          ) : (
            <Trans>Perfil indisponível</Trans>
          )}
        </h1>
        {card && (
          <FavoriteButton name={card.name} pressed={kept} onToggle={() => toggleFavorite(card, kept)} className={profileStyles.heart} />
        )}
      </div>
      <div className={styles.body}>
        {card && (
          <TalentCover mediaKey={card.cover} sizes="(min-width: 640px) 320px, 60vw" priority className={styles.cover} />
        )}
        <div>
          {category && <p className={styles.category}>{category}</p>}
          {/* Said once when the view appears, and again when it changes (back online, yet no answer). */}
          <div role="status">
            {online ? (
              <>
                <p className={styles.message}>
                  <Trans>Não foi possível carregar este perfil agora.</Trans>
                </p>
                <p className={styles.detail}>
                  <Trans>Verifique sua conexão e tente de novo.</Trans>
                </p>
              </>
            ) : (
              <>
                <p className={styles.message}>
                  <Trans>Você está offline. Este perfil estará disponível quando você voltar a ficar online.</Trans>
                </p>
                <p className={styles.detail}>
                  <Trans>Ele abre sozinho assim que a conexão voltar.</Trans>
                </p>
              </>
            )}
          </div>
          <div className={styles.actions}>
            {/* Offline a retry could only fail: the view retries by itself on the `online` event instead. */}
            {online && (
              <button type="button" className={buttons.primary} onClick={retry}>
                <Trans>Tentar de novo</Trans>
              </button>
            )}
            <RouteLink to="talents" className={buttons.secondary}>
              <Trans>Ver todos os modelos</Trans>
            </RouteLink>
          </div>
        </div>
      </div>
    </section>
  );
}
