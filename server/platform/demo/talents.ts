import { profileAlbumId, type ImageGalleryType } from "../../../src/contract/galleries.js";
import { randomMeasures, type Build } from "./measures.js";
import { featuredTalents, HandlePicker, menNames, NamePicker, neutralNames, womenNames } from "./names.js";
import { eyeColours, hairColours } from "./places.js";
import { poolSets, type ImageRef } from "./pool.js";
import { Random } from "./random.js";

/** Album shown by the site and a second one it must ignore. */
export const siteAlbum = { id: profileAlbumId, name: "Site" } as const;
export const archiveAlbum = { id: 1453, name: "Arquivo" } as const;

export const curvesCategoryId = 2574;
export const categories = [
  { id: 2573, name: "New Faces" },
  { id: curvesCategoryId, name: "Curves" },
  { id: 2575, name: "Influencers" },
] as const;

/** Public test videos (Blender open movies and Vimeo's own demo), only ever embedded by id. */
const youtubeIds = ["aqz-KE-bpKQ", "eRsGyueVLvQ", "R6MlUcmOul8"] as const;
const vimeoIds = ["76979871", "1084537"] as const;

export type ImageItemSeed = { album: number; type: ImageGalleryType; file: string; image: ImageRef };
export type VideoItemSeed =
  | { album: number; type: "video"; source: "file"; file: string; poster: string }
  | { album: number; type: "video"; source: "youtube" | "vimeo"; videoId: string };
export type ItemSeed = ImageItemSeed | VideoItemSeed;

export interface TalentSeed {
  id: number;
  name: string;
  gender: "man" | "woman" | null;
  categories: number[];
  position: number;
  instagram: string | null;
  tiktok: string | null;
  height: string;
  bust: string;
  waist: string;
  hips: string;
  shoes: string;
  hair: string;
  eyes: string;
  /** Stored path and the pool image written there, per cover column. */
  cover: { path: string; image: ImageRef } | null;
  coverWeb: { path: string; image: ImageRef } | null;
  coverWebSecondary: { path: string; image: ImageRef } | null;
  items: ItemSeed[];
}

type Kind = Build | "unknown";

/** Ids start high so that they never line up with post or slide ids by accident. */
const firstTalentId = 1001;

function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.range(0, total);
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = entries.at(-1);
  if (!last) throw new Error("weighted: empty list");
  return last[0];
}

const hairWeights = hairColours.map((value, i) => [value, [18, 18, 20, 10, 8, 8, 3, 2, 6, 2, 2][i] ?? 1] as const);
const eyeWeights = eyeColours.map((value, i) => [value, [20, 30, 12, 12, 10, 8, 3, 5][i] ?? 1] as const);

/** How many talents of each kind: roughly the agency's boards, with a few of unknown gender. */
function kindsFor(count: number, random: Random): Kind[] {
  const featured = featuredTalents.slice(0, count).map((talent): Kind => talent.gender);
  const rest = count - featured.length;
  const unknown = count >= 10 ? Math.max(3, Math.round(count * 0.06)) : 0;
  const curves = count >= 10 ? Math.round(count * 0.13) : 0;
  const men = Math.round(count * 0.38) - featured.filter((kind) => kind === "man").length;
  const others: Kind[] = [
    ...Array<Kind>(unknown).fill("unknown"),
    ...Array<Kind>(curves).fill("curves"),
    ...Array<Kind>(Math.max(0, men)).fill("man"),
  ];
  while (others.length < rest) others.push("woman");
  return [...featured, ...random.shuffle(others.slice(0, rest))];
}

function imageItems(type: ImageItemSeed["type"], talentId: number, refs: ImageRef[]): ImageItemSeed[] {
  return refs.map((image, i) => ({ album: siteAlbum.id, type, file: `talents/${talentId}/hr/${type}-${i + 1}.jpg`, image }));
}

/**
 * The demo talents. The first one (João Pereira) always has every gallery
 * type, portrait and landscape images and all three video sources, so tests
 * and screenshots can rely on it whatever the seed; the others vary.
 */
export function buildTalents(count: number, seed: number): TalentSeed[] {
  const random = Random.stream(seed, "talents");
  const names = new NamePicker(random);
  for (const talent of featuredTalents) names.reserve(talent.name);
  const instagram = new HandlePicker(random);
  const tiktok = new HandlePicker(random);
  const kinds = kindsFor(count, random);
  const positions = random.shuffle(Array.from({ length: count }, (_, i) => i + 1));

  // Talents shown without any cover (the site's placeholder) and one with only the generic `cover`.
  const candidates = random.shuffle(Array.from({ length: count }, (_, i) => i).filter((i) => i >= featuredTalents.length));
  const noCover = new Set(count >= 10 ? candidates.slice(0, Math.max(3, Math.round(count * 0.06))) : []);
  const onlyGenericCover = count >= 10 ? candidates[noCover.size] : undefined;

  const { snap, snapWide, compo, wide, compoWide } = poolSets;
  const videoSources = ["file", "youtube", "vimeo"] as const;
  let videoTurn = 0;

  return kinds.map((kind, i) => {
    const id = firstTalentId + i;
    const position = positions[i] ?? i + 1;
    const featured = featuredTalents[i];
    const gender = kind === "unknown" ? null : kind === "curves" ? "woman" : kind;
    const name = featured?.name ?? names.pick(kind === "man" ? menNames : kind === "unknown" ? neutralNames : womenNames);
    const build: Build = kind === "unknown" ? random.pick(["woman", "man"] as const) : kind;
    const complete = i === 0;

    const categoryIds: number[] = [];
    if (kind === "curves") categoryIds.push(curvesCategoryId);
    if (random.chance(0.15)) categoryIds.push(2573);
    if (random.chance(0.1)) categoryIds.push(2575);

    // Neighbours in the list get different covers: the pool index follows the position.
    const portraits = build === "man" ? "editorialMen" : "editorial";
    const portraitCount = poolSets[portraits].count;
    const coverImage: ImageRef = { set: portraits, index: position % portraitCount };
    const secondImage: ImageRef = { set: portraits, index: (position + 5) % portraitCount };
    const hasCover = !noCover.has(i);
    const webCovers = hasCover && i !== onlyGenericCover;

    const items: ItemSeed[] = [];
    const hasBook = complete || random.chance(0.95);
    const hasSnap = complete || !hasBook || random.chance(0.88);
    const hasCompo = complete || random.chance(0.6);
    const hasVideo = complete || random.chance(0.35);
    if (hasBook) {
      const refs: ImageRef[] = [coverImage];
      const length = random.int(6, 12);
      while (refs.length < length) {
        refs.push(
          random.chance(0.2) || (complete && refs.length === 2)
            ? { set: "wide", index: random.int(0, wide.count - 1) }
            : { set: portraits, index: random.int(0, portraitCount - 1) },
        );
      }
      items.push(...imageItems("book", id, refs));
    }
    if (hasSnap) {
      const refs = Array.from({ length: random.int(4, 8) }, (_, n): ImageRef =>
        random.chance(0.08) || (complete && n === 1)
          ? { set: "snapWide", index: random.int(0, snapWide.count - 1) }
          : { set: "snap", index: random.int(0, snap.count - 1) },
      );
      items.push(...imageItems("snap", id, refs));
    }
    if (hasCompo) {
      const refs: ImageRef[] = [{ set: "compoWide", index: random.int(0, compoWide.count - 1) }];
      if (complete || random.chance(0.6)) refs.push({ set: "compo", index: random.int(0, compo.count - 1) });
      items.push(...imageItems("compo", id, refs));
    }
    if (hasVideo) {
      const sources = complete ? [...videoSources] : [videoSources[videoTurn++ % 3] ?? "file"];
      if (!complete && random.chance(0.25)) sources.push(videoSources[videoTurn++ % 3] ?? "file");
      sources.forEach((source, v) => {
        if (source === "file") {
          items.push({
            album: siteAlbum.id,
            type: "video",
            source,
            file: `talents/${id}/video/video-${v + 1}.mp4`,
            poster: `talents/${id}/hr/video-${v + 1}-poster.jpg`,
          });
        } else {
          const ids = source === "youtube" ? youtubeIds : vimeoIds;
          items.push({ album: siteAlbum.id, type: "video", source, videoId: random.pick(ids) });
        }
      });
    }
    // A few pictures in another album, which the site must not show.
    if (random.chance(0.1)) {
      items.push({ album: archiveAlbum.id, type: "book", file: `talents/${id}/hr/archive-1.jpg`, image: secondImage });
    }

    const handleStyle = random.pick(["dot", "joined", "underscore"] as const);
    return {
      id,
      name,
      gender,
      categories: categoryIds,
      position,
      instagram: random.chance(0.95) || complete ? instagram.pick(name, handleStyle) : null,
      tiktok: random.chance(0.7) || complete ? tiktok.pick(name, random.pick(["dot", "joined", "underscore"] as const)) : null,
      ...randomMeasures(random, build),
      hair: weighted(random, hairWeights),
      eyes: weighted(random, eyeWeights),
      cover: hasCover ? { path: `talents/${id}/hr/cover.jpg`, image: coverImage } : null,
      coverWeb: webCovers ? { path: `talents/${id}/hr/cover-web.jpg`, image: coverImage } : null,
      coverWebSecondary: webCovers ? { path: `talents/${id}/hr/cover-web-secondary.jpg`, image: secondImage } : null,
      items,
    };
  });
}
