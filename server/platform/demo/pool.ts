import { mapLimit } from "../../shared/map-limit.js";
import { renderPhoto, type PhotoStyle } from "./images.js";

/**
 * The bounded set of distinct demo photos. Rendering is the slow part of the
 * seed (tens of ms per photo), so a fixed pool is rendered once and its files
 * are linked into every talent, post and slide that uses them: 60 or 1,000
 * talents cost the same rendering time.
 */

interface PoolSet {
  count: number;
  width: number;
  height: number;
  /** Styles taken in turn by the set's images. */
  styles: readonly PhotoStyle[];
  figure?: "masculine";
}

export const poolSets = {
  /** Book photos and covers; men's books and covers use their own set. */
  editorial: { count: 14, width: 1200, height: 1600, styles: ["studio", "studio", "outdoor", "studio"] },
  editorialMen: { count: 10, width: 1200, height: 1600, styles: ["studio", "outdoor", "studio"], figure: "masculine" },
  /** Polaroids: plain wall, even light. */
  snap: { count: 10, width: 1200, height: 1600, styles: ["snap"] },
  snapWide: { count: 2, width: 1600, height: 1066, styles: ["snap"] },
  compo: { count: 3, width: 1200, height: 1600, styles: ["compo"] },
  /** Landscape book photos, post images and the about picture. */
  wide: { count: 9, width: 1600, height: 1066, styles: ["outdoor", "studio"] },
  compoWide: { count: 3, width: 1600, height: 1066, styles: ["compo"] },
  /** Home slides: the same seed in both sets gives matching desktop and mobile scenes. */
  slideDesktop: { count: 4, width: 1920, height: 1080, styles: ["outdoor", "studio", "outdoor", "outdoor"] },
  slideMobile: { count: 4, width: 750, height: 1334, styles: ["outdoor", "studio", "outdoor", "outdoor"] },
} as const satisfies Record<string, PoolSet>;

export type PoolSetName = keyof typeof poolSets;

export interface ImageRef {
  set: PoolSetName;
  index: number;
}

export interface PoolImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export type Pool = Record<PoolSetName, PoolImage[]>;

export function sizeOf(ref: ImageRef): { width: number; height: number } {
  const set = poolSets[ref.set];
  return { width: set.width, height: set.height };
}

/** The slide sets share seeds so that a slide's mobile picture matches its desktop one. */
function seedFor(seed: number, name: PoolSetName, index: number): number {
  const label = name === "slideMobile" ? "slideDesktop" : name;
  let hash = Math.imul(seed, 0x2c1b3c6d) >>> 0;
  for (const char of `${label}:${index}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/**
 * Renders every pool image. Several renders are in flight at once: sharp works
 * on libuv's thread pool while the grain of another image is computed in JS,
 * which keeps both cores of a small machine busy.
 */
export async function renderPool(seed: number, concurrency = 4): Promise<Pool> {
  const jobs: { name: PoolSetName; index: number }[] = [];
  for (const name of Object.keys(poolSets) as PoolSetName[]) {
    for (let index = 0; index < poolSets[name].count; index++) jobs.push({ name, index });
  }
  const pool = Object.fromEntries(Object.keys(poolSets).map((name) => [name, [] as PoolImage[]])) as Pool;
  await mapLimit(jobs, concurrency, async (job) => {
    const set: PoolSet = poolSets[job.name];
    const style = set.styles[job.index % set.styles.length] ?? "studio";
    const bytes = await renderPhoto({
      width: set.width,
      height: set.height,
      style,
      seed: seedFor(seed, job.name, job.index),
      figure: set.figure ?? "any",
    });
    pool[job.name][job.index] = { bytes, width: set.width, height: set.height };
  });
  return pool;
}
