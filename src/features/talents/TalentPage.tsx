import { useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { BackLink } from "../../components/BackLink.js";
import { FavoriteButton } from "../../components/FavoriteButton.js";
import { PageHead } from "../../components/PageHead.js";
import { pathFor, type RouteParams } from "../../lib/routes.js";
import { cardOf, favoritesAtom, toggleFavoriteAtom } from "../../state/favorites.js";
import { localeAtom } from "../../state/store.js";
import { profileAtom } from "./api/profile.js";
import { Gallery } from "./gallery/Gallery.js";
import { MeasureList } from "./profile/MeasureList.js";
import styles from "./profile/Profile.module.css";
import { SocialLinks } from "./profile/SocialLinks.js";
import { unitsAtom } from "./profile/units.js";
import { UnitsToggle } from "./profile/UnitsToggle.js";

/** A talent's profile: name, measures (top and bottom), social links, galleries. An unknown id is the 404 page. */
export default function TalentPage({ params }: { params: RouteParams["talent"] }) {
  const { t } = useLingui();
  const profile = useAtomValue(profileAtom(params.id));
  const units = useAtomValue(unitsAtom);
  const favorite = String(profile.id) in useAtomValue(favoritesAtom);
  const toggleFavorite = useSetAtom(toggleFavoriteAtom);
  const locale = useAtomValue(localeAtom);
  const [, navigate] = useLocation();
  const name = profile.name;
  const [first = "", ...rest] = name.trim().split(/\s+/);

  // `/modelos/1001` or an old name: show the canonical address, in place.
  useEffect(() => {
    if (params.name !== profile.slug) {
      navigate(pathFor("talent", { id: profile.id, name: profile.slug }, locale) + window.location.search, { replace: true, state: { keepScroll: true } });
    }
  }, [params.name, profile.id, profile.slug, locale, navigate]);

  return (
    <section className="page">
      <PageHead values={{ name: profile.name }} />
      <BackLink to="talents" />
      <div className={styles.header}>
        <h1 className={styles.name}>
          <strong>{first}</strong>
          {rest.length > 0 && ` ${rest.join(" ")}`}
        </h1>
        <FavoriteButton name={profile.name} pressed={favorite} onToggle={() => toggleFavorite(cardOf(profile))} className={styles.heart} />
      </div>
      <div className={styles.summary}>
        <MeasureList measures={profile.measures} gender={profile.gender} units={units} label={t`Medidas`} />
        <div className={styles.aside}>
          <UnitsToggle />
          <SocialLinks instagram={profile.instagram} tiktok={profile.tiktok} />
        </div>
      </div>
      <Gallery profile={profile} />
      <MeasureList measures={profile.measures} gender={profile.gender} units={units} label={t`Medidas de ${name}`} />
    </section>
  );
}
