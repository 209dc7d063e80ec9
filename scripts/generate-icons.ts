import { mkdirSync } from "node:fs";
import sharp from "sharp";

// App icons for the manifest and iOS, drawn from one SVG so they stay consistent.
// Run after changing the mark: tsx scripts/generate-icons.ts
const mark = (size: number, padding: number) => {
  const inner = size - padding * 2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="#131313"/>
  <g transform="translate(${padding} ${padding}) scale(${inner / 64})">
    <path d="M22 48V16h12.5c6.6 0 10.5 3.6 10.5 9.6S41.1 35.3 34.5 35.3H28V48z M28 30.2h6c3.2 0 5-1.7 5-4.6S37.2 21 34 21h-6z" fill="#f2f2f2"/>
  </g>
</svg>`);
};

mkdirSync("public/icons", { recursive: true });
const outputs: [string, number, number][] = [
  ["public/icons/icon-192.png", 192, 8],
  ["public/icons/icon-512.png", 512, 20],
  // Maskable icons keep the mark inside the central 80% safe zone.
  ["public/icons/maskable-512.png", 512, 96],
  ["public/icons/apple-touch-icon.png", 180, 14],
];
for (const [file, size, padding] of outputs) {
  await sharp(mark(size, padding)).png({ compressionLevel: 9, palette: true }).toFile(file);
}
