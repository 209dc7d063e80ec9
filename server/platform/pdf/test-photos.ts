import sharp from "sharp";

/**
 * Photo-like JPEG fixtures for the PDF tests: a lit gradient backdrop with a
 * figure, soft blotchy texture and fine grain, so they compress like real
 * photos (a 1200×1600 one is ~450 KB at quality 85) rather than like flat colour.
 */
export async function photoJpeg(width: number, height: number, hue = 20, exifOrientation?: number): Promise<Buffer> {
  const short = Math.min(width, height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="0.35" y2="1">
        <stop offset="0" stop-color="hsl(${hue},35%,72%)"/><stop offset="1" stop-color="hsl(${hue + 40},30%,22%)"/>
      </linearGradient>
      <radialGradient id="r" cx="0.45" cy="0.35" r="0.6">
        <stop offset="0" stop-color="hsl(${hue + 180},30%,65%)"/><stop offset="1" stop-color="hsl(${hue + 200},35%,18%)"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="${width * 0.5}" cy="${height * 0.62}" rx="${short * 0.28}" ry="${height * 0.36}" fill="url(#r)"/>
    <circle cx="${width * 0.5}" cy="${height * 0.22}" r="${short * 0.11}" fill="hsl(${hue + 20},40%,60%)"/>
  </svg>`;
  const noise = (w: number, h: number, sigma: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } } });
  const blotches = await noise(Math.ceil(width / 12), Math.ceil(height / 12), 45).resize(width, height).png().toBuffer();
  const grain = await noise(width, height, 20).greyscale().png().toBuffer();
  const photo = sharp(Buffer.from(svg)).composite([
    { input: blotches, blend: "soft-light" },
    { input: grain, blend: "soft-light" },
  ]);
  if (exifOrientation) photo.withMetadata({ orientation: exifOrientation });
  return photo.jpeg({ quality: 85 }).toBuffer();
}

/** A loader over an in-memory map, as the platform route would resolve stored files. */
export function memoryLoader(files: ReadonlyMap<string, Buffer>): (url: string) => Promise<Buffer | undefined> {
  return (url) => Promise.resolve(files.get(url));
}
