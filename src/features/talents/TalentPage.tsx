import { useLingui } from "@lingui/react/macro";
import { lazy, memo, Suspense, useEffect } from "react";
import { useLocation } from "wouter";
import { BackLink } from "../../components/BackLink.js";
import { FavoriteButton } from "../../components/FavoriteButton.js";
import { PageHead } from "../../components/PageHead.js";
import type { TalentProfile } from "../../contract/site-api.js";
import { loadLaterMessages } from "../../lib/i18n.js";
import { pathFor, type RouteParams } from "../../lib/routes.js";
import { cardOf, useFavorites } from "../../state/favorites.js";
import { toggleFavoriteAtom } from "../../state/favorite-changes.js";
import { localeAtom, useAtomValue, useSetAtom } from "../../state/store.js";
import { profileStateAtom } from "./api/profile-state.js";
import { Gallery } from "./gallery/Gallery.js";
import { MeasureList } from "./profile/MeasureList.js";
import styles from "./profile/Profile.module.css";
import { useUnits } from "./profile/units.js";

// Only shown offline, from the service worker's precache, with its texts (in the shell's later catalog): kept off the profile's first load.
const OfflineProfile = lazy(() =>
  Promise.all([import("./profile/OfflineProfile.js"), loadLaterMessages()]).then(([module]) => ({ default: module.OfflineProfile })),
);

// The units switch, the social links and sharing hydrate after the profile, with sharing's texts
// (in the shell's later catalog): the server's markup shows meanwhile, and the page's boot script
// holds a tap on its buttons until they have (server/site/shell/boot-script).
const AsideParts = lazy(() => Promise.all([import("./profile/AsideParts.js"), loadLaterMessages()]).then(([module]) => ({ default: module.AsideParts })));

/**
 * A talent's profile. An unknown id is the 404 page; a profile the network
 * could not bring (offline, never visited) is the offline view with the cached card.
 */
export default function TalentPage({ params }: { params: RouteParams["talent"] }) {
  const state = useAtomValue(profileStateAtom(params.id));
  if ("unreachable" in state) return <OfflineProfile id={params.id} failed={state.unreachable} />;
  return <Profile profile={state.profile} params={params} />;
}

/**
 * Memoised, like the gallery below: the profile re-renders right after hydration
 * (this device's units and favourites), and an update that reaches a lazy part
 * still waiting for its chunk makes React drop the server's HTML of that part
 * and draw its fallback, a visible jump. Unchanged props keep the update out.
 */
const ProfileAside = memo(function ProfileAside({ id, name, instagram, tiktok }: { id: number; name: string; instagram: string | null; tiktok: string | null }) {
  return (
    <div className={styles.aside}>
      {/* No fallback: the server's HTML shows until the code is in. */}
      <Suspense fallback={null}>
        <AsideParts id={id} name={name} instagram={instagram} tiktok={tiktok} />
      </Suspense>
    </div>
  );
});
const MemoGallery = memo(Gallery);

/** Name, measures (top and bottom), social links, galleries. */
function Profile({ profile, params }: { profile: TalentProfile; params: RouteParams["talent"] }) {
  const { t } = useLingui();
  const units = useUnits();
  const favorite = String(profile.id) in useFavorites();
  const toggleFavorite = useSetAtom(toggleFavoriteAtom);
  const locale = useAtomValue(localeAtom);
  const [, navigate] = useLocation();
  const name = profile.name;
  const [first = "", ...rest] = name.trim().split(/\s+/);

  // `/modelos/1001` or an old name reached inside the app (or offline): show the canonical address,
  // in place. The server redirects a visit that starts here.
  useEffect(() => {
    if (params.name !== profile.slug) {
      navigate(pathFor("talent", { id: profile.id, name: profile.slug }, locale) + window.location.search, { replace: true, state: { keepScroll: true } });
    }
  }, [params.name, profile.id, profile.slug, locale, navigate]);

  return (
    <section className="page">
      <PageHead talent={profile} />
      <BackLink to="talents" />
      <div className={styles.header}>
        <h1 className={styles.name}>
          <strong>{first}</strong>
          {rest.length > 0 && ` ${rest.join(" ")}`}
        </h1>
        <FavoriteButton name={profile.name} pressed={favorite} onToggle={() => toggleFavorite(cardOf(profile), favorite)} className={styles.heart} />
      </div>
      <div className={styles.summary}>
        <MeasureList measures={profile.measures} gender={profile.gender} units={units} label={t`Medidas`} />
        <ProfileAside id={profile.id} name={profile.name} instagram={profile.instagram} tiktok={profile.tiktok} />
      </div>
      <MemoGallery profile={profile} />
      <MeasureList measures={profile.measures} gender={profile.gender} units={units} label={t`Medidas de ${name}`} />
    </section>
  );
}
