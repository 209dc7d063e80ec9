import { mkdirSync } from "node:fs";
import sharp from "sharp";

// Placeholders of the four photo slots of the application form (/general/getscouted/{slot}.png):
// light silhouettes on the dark theme, showing which photo goes where.
// Run after changing a drawing: tsx scripts/generate-getscouted-placeholders.ts
const width = 300;
const height = 400;
const ink = "#4a4a4a";

const drawings: Record<string, string> = {
  // Close-up: head and shoulders, facing the camera.
  image_1: `<ellipse cx="150" cy="165" rx="68" ry="84" fill="${ink}"/>
    <path d="M40 400c0-80 48-128 110-128s110 48 110 128z" fill="${ink}"/>`,
  // Full body, front.
  image_2: `<circle cx="150" cy="62" r="28" fill="${ink}"/>
    <path d="M112 100h76l14 120h-20l-8-70v240h-26V260h-8v130h-26V150l-8 70H98z" fill="${ink}"/>`,
  // Face in profile.
  image_3: `<path d="M120 90c50-14 100 16 104 70 2 20-4 30 6 44l14 20-18 6c4 18 0 32-18 34l-4 22c-2 12-14 16-30 14l-10 70H70l14-90c-28-24-38-62-28-104 8-40 30-78 64-86z" fill="${ink}"/>`,
  // Full body, from the side.
  image_4: `<circle cx="150" cy="62" r="28" fill="${ink}"/>
    <path d="M132 100h40l12 110-14 4-6-60v246h-24V260h-6v140h-18V150l-8 64-14-4z" fill="${ink}"/>`,
};

mkdirSync("public/general/getscouted", { recursive: true });
for (const [slot, drawing] of Object.entries(drawings)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#1d1d1d"/>
  ${drawing}
</svg>`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, colours: 16 }).toFile(`public/general/getscouted/${slot}.png`);
}
