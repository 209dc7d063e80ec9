import sharp from "sharp";
import { Random } from "./random.js";

/**
 * Photo-like demo images. A seeded SVG scene (backdrop gradient, soft light,
 * bokeh, a stylised figure) is rendered by sharp at half size, then doubled
 * and given film grain in JS with the same seed. The grain matters: without it a JPEG of
 * flat shapes weighs a tenth of a real photo, and the site's image budgets and
 * caches would be tested against unrealistic files.
 */

/** studio: book/editorial; snap: plain light wall; outdoor: sky and ground; compo: comp-card panels. */
export type PhotoStyle = "studio" | "snap" | "outdoor" | "compo";

export interface PhotoSpec {
  width: number;
  height: number;
  style: PhotoStyle;
  seed: number;
  /** "masculine" draws short hair and trousers, so men's books do not show dresses. */
  figure?: "any" | "masculine";
}

export const jpegQuality = 82;

const skinTones = ["#f2cdb0", "#e3b08c", "#cf9670", "#b47652", "#955a3a", "#77442b", "#56301f"] as const;
const hairTones = ["#1b1210", "#2e1c14", "#4a2e1e", "#6b4428", "#a0703f", "#caa06a", "#8c3b1f", "#d9c7a4"] as const;
const clothTones = ["#1f2430", "#f1ede6", "#7a2e2a", "#2f4a3a", "#c8b59a", "#3b3a5c", "#a4564a", "#0f0f10", "#d9a441", "#5c6f82"] as const;
const studioBackdrops = [
  ["#d8cfc4", "#7f7267"],
  ["#3b3f4a", "#121418"],
  ["#c4a98f", "#54402f"],
  ["#9fb1b8", "#34464e"],
  ["#e9e4dc", "#a89f93"],
  ["#6d5a72", "#1f1724"],
  ["#b7795a", "#3f2418"],
  ["#4d6a5c", "#18241f"],
] as const;
const snapWalls = [
  ["#f3f1ed", "#d6d1ca"],
  ["#eceff1", "#c9d1d6"],
  ["#f4ede4", "#d8c9b7"],
  ["#ebe8f0", "#cfc9d8"],
] as const;
const skies = [
  { top: "#f7c88f", bottom: "#ef8c61", ground: "#5d4656", far: "#9a6b73" },
  { top: "#8fc3e6", bottom: "#e6f0f3", ground: "#d9c39a", far: "#2f7ea1" },
  { top: "#2d3554", bottom: "#c47a6a", ground: "#2a2230", far: "#5a4a66" },
  { top: "#b9d3c9", bottom: "#f1e3c8", ground: "#6f7b4f", far: "#8aa0a0" },
] as const;

const f = (value: number) => value.toFixed(1);

interface Look {
  skin: string;
  hair: string;
  cloth: string;
  longHair: boolean;
  dress: boolean;
}

function lookFor(random: Random, figure: PhotoSpec["figure"]): Look {
  const masculine = figure === "masculine";
  return {
    skin: random.pick(skinTones),
    hair: random.pick(hairTones),
    cloth: random.pick(clothTones),
    longHair: !masculine && random.chance(0.55),
    dress: !masculine && random.chance(0.4),
  };
}

/** Soft out-of-focus lights: radial gradients fading to transparent, cheaper than an SVG blur filter. */
function bokeh(random: Random, width: number, height: number, count: number, colour: string): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = random.range(0.04, 0.16) * Math.min(width, height);
    out += `<circle cx="${f(random.range(0, width))}" cy="${f(random.range(0, height * 0.7))}" r="${f(r)}" fill="url(#bokeh)" opacity="${random.range(0.25, 0.8).toFixed(2)}"/>`;
  }
  return `<defs><radialGradient id="bokeh"><stop offset="0" stop-color="${colour}" stop-opacity="0.9"/><stop offset="0.55" stop-color="${colour}" stop-opacity="0.45"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs>${out}`;
}

/**
 * A stylised person in local units: head centre at (0, 0), head height about 50.
 * `full` draws the whole body (about 360 units tall), otherwise head and shoulders.
 */
function figure(look: Look, id: string, full: boolean): string {
  const defs =
    `<defs><radialGradient id="face${id}" cx="0.38" cy="0.35" r="0.75"><stop offset="0" stop-color="${look.skin}" stop-opacity="1"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="cloth${id}" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/>` +
    `<stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs>`;
  const hairBack = look.longHair
    ? `<path d="M-27 -6 C-30 -40 30 -40 27 -6 C30 20 34 52 30 78 L-30 78 C-34 52 -30 20 -27 -6Z" fill="${look.hair}"/>`
    : `<ellipse cx="0" cy="-5" rx="21.5" ry="25" fill="${look.hair}"/>`;
  const neck = `<path d="M-8 14 L8 14 L10 46 L-10 46Z" fill="${look.skin}"/><path d="M-8 20 L8 20 L9 30 L-9 30Z" fill="#000" opacity="0.18"/>`;
  const face = `<ellipse cx="0" cy="2" rx="18" ry="24" fill="${look.skin}"/><ellipse cx="0" cy="2" rx="18" ry="24" fill="url(#face${id})" opacity="0.5"/>`;
  const fringe = `<path d="M-21 -4 C-20 -30 20 -30 21 -4 C14 -18 -6 -22 -21 -4Z" fill="${look.hair}"/>`;
  const shoulders = full
    ? look.dress
      ? `<path d="M-34 48 C-20 40 20 40 34 48 L30 120 L62 250 L-62 250 L-30 120Z" fill="${look.cloth}"/><path d="M-34 48 C-20 40 20 40 34 48 L30 120 L62 250 L-62 250 L-30 120Z" fill="url(#cloth${id})"/>`
      : `<path d="M-34 48 C-20 40 20 40 34 48 L30 140 L-30 140Z" fill="${look.cloth}"/><path d="M-34 48 C-20 40 20 40 34 48 L30 140 L-30 140Z" fill="url(#cloth${id})"/>`
    : `<path d="M-70 150 C-68 78 -44 52 0 48 C44 52 68 78 70 150Z" fill="${look.cloth}"/><path d="M-70 150 C-68 78 -44 52 0 48 C44 52 68 78 70 150Z" fill="url(#cloth${id})"/><path d="M-12 48 L0 70 L12 48Z" fill="${look.skin}"/>`;
  const body = full
    ? `<path d="M-34 52 L-46 150 L-38 152 L-24 70Z" fill="${look.skin}"/><path d="M34 52 L46 150 L38 152 L24 70Z" fill="${look.skin}"/>` +
      (look.dress
        ? `<path d="M-22 250 L-18 350 L-8 350 L-6 250Z" fill="${look.skin}"/><path d="M22 250 L18 350 L8 350 L6 250Z" fill="${look.skin}"/>`
        : `<path d="M-30 138 L-26 350 L-6 350 L-2 170 L2 170 L6 350 L26 350 L30 138Z" fill="${clothTrousers(look.cloth)}"/>`) +
      `<ellipse cx="-14" cy="352" rx="12" ry="5" fill="#141414"/><ellipse cx="14" cy="352" rx="12" ry="5" fill="#141414"/>`
    : "";
  return defs + hairBack + body + neck + shoulders + face + fringe;
}

function clothTrousers(cloth: string): string {
  return cloth === "#0f0f10" ? "#2a2a30" : "#16181d";
}

function vignette(width: number, height: number, strength: number): string {
  return (
    `<defs><radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="${strength.toFixed(2)}"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#vig)"/>`
  );
}

function backdrop(width: number, height: number, top: string, bottom: string, angle: number): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${angle.toFixed(2)}" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="key" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`
  );
}

/** Places a figure so that it fills `share` of the frame height, centred on `x`. */
function placed(look: Look, id: string, full: boolean, x: number, height: number, share: number, random: Random): string {
  const localHeight = full ? 380 : 180;
  const scale = (height * share) / localHeight;
  const top = full ? height * (1 - share) * 0.6 : height * (1 - share);
  const y = top + 30 * scale;
  const tilt = random.range(-4, 4);
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${scale.toFixed(3)}) rotate(${tilt.toFixed(1)})">${figure(look, id, full)}</g>`;
}

function studioScene(random: Random, width: number, height: number, figure: PhotoSpec["figure"]): string {
  const [top, bottom] = random.pick(studioBackdrops);
  const full = random.chance(0.45);
  const landscape = width > height;
  const x = landscape ? width * random.pick([0.33, 0.5, 0.67]) : width * random.range(0.42, 0.58);
  const keyX = random.range(0.1, 0.9) * width;
  return (
    backdrop(width, height, top, bottom, random.range(0, 0.6)) +
    `<ellipse cx="${f(keyX)}" cy="${f(height * 0.35)}" rx="${f(width * 0.6)}" ry="${f(height * 0.5)}" fill="url(#key)"/>` +
    bokeh(random, width, height, random.int(2, 7), random.pick(["#fff1d6", "#ffe0b8", "#f4f0ff"])) +
    (full ? `<ellipse cx="${f(x)}" cy="${f(height * 0.93)}" rx="${f(height * 0.14)}" ry="${f(height * 0.02)}" fill="#000" opacity="0.35"/>` : "") +
    placed(lookFor(random, figure), "a", full, x, height, full ? 0.82 : 0.72, random) +
    vignette(width, height, random.range(0.35, 0.6))
  );
}

/** Polaroid-style: even light, plain wall, no bokeh. */
function snapScene(random: Random, width: number, height: number, figure: PhotoSpec["figure"]): string {
  const [top, bottom] = random.pick(snapWalls);
  const full = random.chance(0.5);
  return (
    backdrop(width, height, top, bottom, random.range(0, 0.3)) +
    (full ? `<rect y="${f(height * 0.86)}" width="${width}" height="${f(height * 0.14)}" fill="#000" opacity="0.08"/>` : "") +
    placed(lookFor(random, figure), "a", full, width * random.range(0.45, 0.55), height, full ? 0.84 : 0.7, random) +
    vignette(width, height, 0.18)
  );
}

function outdoorScene(random: Random, width: number, height: number, figure: PhotoSpec["figure"]): string {
  const sky = random.pick(skies);
  const horizon = height * random.range(0.52, 0.66);
  const landscape = width > height;
  const x = landscape ? width * random.pick([0.3, 0.7]) : width * 0.5;
  const sunX = random.range(0.15, 0.85) * width;
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>` +
    `<radialGradient id="sun"><stop offset="0" stop-color="#fffbe8" stop-opacity="0.95"/><stop offset="0.2" stop-color="#fff3c4" stop-opacity="0.6"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.ground}"/><stop offset="1" stop-color="#000" stop-opacity="0.85"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${f(sunX)}" cy="${f(horizon - height * 0.12)}" r="${f(Math.min(width, height) * 0.35)}" fill="url(#sun)"/>` +
    `<path d="M0 ${f(horizon)} C${f(width * 0.25)} ${f(horizon - height * 0.08)} ${f(width * 0.6)} ${f(horizon + height * 0.03)} ${width} ${f(horizon - height * 0.05)} L${width} ${f(horizon + 4)} L0 ${f(horizon + 4)}Z" fill="${sky.far}" opacity="0.8"/>` +
    `<rect y="${f(horizon)}" width="${width}" height="${f(height - horizon)}" fill="url(#ground)"/>` +
    bokeh(random, width, height, random.int(1, 4), "#fffaf0") +
    placed(lookFor(random, figure), "a", true, x, height, random.range(0.62, 0.8), random) +
    vignette(width, height, 0.4)
  );
}

/** A comp card: two or three framed shots of one person on a light sheet. */
function compoScene(random: Random, width: number, height: number, figure: PhotoSpec["figure"]): string {
  const look = lookFor(random, figure);
  const [top, bottom] = random.pick(studioBackdrops);
  const panels = width > height ? 3 : 2;
  const margin = Math.min(width, height) * 0.04;
  const panelWidth = (width - margin * (panels + 1)) / panels;
  const panelHeight = height - margin * 2;
  let out = `<rect width="${width}" height="${height}" fill="#f4f2ee"/>`;
  for (let i = 0; i < panels; i++) {
    const x = margin + i * (panelWidth + margin);
    const full = i % 2 === 1;
    out +=
      `<svg x="${f(x)}" y="${f(margin)}" width="${f(panelWidth)}" height="${f(panelHeight)}">` +
      backdrop(panelWidth, panelHeight, top, bottom, 0.2) +
      placed(look, `p${i}`, full, panelWidth / 2, panelHeight, full ? 0.85 : 0.7, random) +
      `</svg>`;
  }
  return out;
}

export function photoSvg(spec: PhotoSpec): string {
  const random = new Random(spec.seed);
  const { width, height } = spec;
  const scenes = { studio: studioScene, snap: snapScene, outdoor: outdoorScene, compo: compoScene };
  const body = scenes[spec.style](random, width, height, spec.figure);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/**
 * Doubles the size of an RGB image (bilinear, weights 3/4 and 1/4) and adds film
 * grain in the same pass. Rendering the SVG at half size and upscaling here is
 * about twice as fast as rendering at full size, and the slight softness reads
 * as a shallow depth of field. The grain is a luminance jitter with a triangular
 * distribution plus a faint chroma jitter, from a seeded xorshift stream.
 */
export function upscaleWithGrain(source: Uint8Array, width: number, height: number, seed: number, amplitude: number): Uint8Array {
  const outWidth = width * 2;
  const rowLength = outWidth * 3;
  // Horizontal pass, kept at 4x scale in 16 bits to avoid rounding twice.
  const rows = new Uint16Array(height * rowLength);
  for (let y = 0; y < height; y++) {
    const srcRow = y * width * 3;
    const outRow = y * rowLength;
    for (let x = 0; x < width; x++) {
      const here = srcRow + x * 3;
      const left = srcRow + (x > 0 ? x - 1 : 0) * 3;
      const right = srcRow + (x < width - 1 ? x + 1 : x) * 3;
      const o = outRow + x * 6;
      for (let c = 0; c < 3; c++) {
        const centre = 3 * (source[here + c] ?? 0);
        rows[o + c] = centre + (source[left + c] ?? 0);
        rows[o + 3 + c] = centre + (source[right + c] ?? 0);
      }
    }
  }
  const out = new Uint8Array(rowLength * height * 2);
  let state = seed | 0 || 1;
  for (let y = 0; y < height * 2; y++) {
    const near = (y >> 1) * rowLength;
    const farY = y & 1 ? Math.min((y >> 1) + 1, height - 1) : Math.max((y >> 1) - 1, 0);
    const far = farY * rowLength;
    const o = y * rowLength;
    for (let i = 0; i < rowLength; i += 3) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const luma = (((state & 255) + ((state >>> 8) & 255) - 255) * amplitude) >> 8;
      const chroma = ((state >>> 16) & 7) - 4;
      // (3 * near + far) / 16, rounded, for each channel.
      const r = ((3 * (rows[near + i] ?? 0) + (rows[far + i] ?? 0) + 8) >> 4) + luma + chroma;
      const g = ((3 * (rows[near + i + 1] ?? 0) + (rows[far + i + 1] ?? 0) + 8) >> 4) + luma;
      const b = ((3 * (rows[near + i + 2] ?? 0) + (rows[far + i + 2] ?? 0) + 8) >> 4) + luma - chroma;
      out[o + i] = r < 0 ? 0 : r > 255 ? 255 : r;
      out[o + i + 1] = g < 0 ? 0 : g > 255 ? 255 : g;
      out[o + i + 2] = b < 0 ? 0 : b > 255 ? 255 : b;
    }
  }
  return out;
}

/** Renders one demo photo as JPEG bytes; the same spec always gives the same bytes. */
export async function renderPhoto(spec: PhotoSpec): Promise<Buffer> {
  if (spec.width % 2 !== 0 || spec.height % 2 !== 0) throw new Error(`Demo photo sizes must be even, got ${spec.width}x${spec.height}`);
  const half = { ...spec, width: spec.width / 2, height: spec.height / 2 };
  const { data, info } = await sharp(Buffer.from(photoSvg(half)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = upscaleWithGrain(data, info.width, info.height, Math.imul(spec.seed, 0x9e3779b1), spec.style === "snap" ? 14 : 18);
  return sharp(pixels, { raw: { width: spec.width, height: spec.height, channels: 3 } })
    .jpeg({ quality: jpegQuality })
    .toBuffer();
}
