import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { minFillMs } from "../../server/site/applications/spam.js";
import type { ApplicationField } from "../../src/contract/application.js";
import { validFields } from "./applicant.js";
import { noisePhoto } from "./application.js";

/**
 * Helpers of the application form's end-to-end tests: large photo fixtures
 * (made once per checkout and reused), filling the form as a visitor does,
 * and reading what the embedded platform received.
 */

const fixtureDir = path.resolve("test-results/fixtures");
export const photoSlots = ["image_1", "image_2", "image_3", "image_4"] as const;

/** A 4000×3000 (12 MP) noisy JPEG that compresses like a phone photo; four different ones. */
export async function largePhotos(): Promise<string[]> {
  mkdirSync(fixtureDir, { recursive: true });
  return Promise.all(
    [0, 1, 2, 3].map(async (index) => {
      const file = path.join(fixtureDir, `photo-12mp-${index}.jpg`);
      if (existsSync(file)) return file;
      const bytes = await noisePhoto(4000, 3000, 88, 14 + index * 3);
      // Written aside then renamed: two workers may make the same file at once.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, bytes);
      renameSync(temporary, file);
      return file;
    }),
  );
}

/** A landscape JPEG stored sideways (EXIF orientation 6) with a GPS position and a camera model. */
export async function rotatedPhotoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: "#708090" } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "22/1 54/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "43/1 10/1 0/1" },
    })
    // Set last: withExif alone writes orientation 1.
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export interface Applicant {
  name: string;
  emails?: string[];
  /** Tick the privacy notice's consent box (the default), or leave it as it starts: unticked. */
  consent?: boolean;
  /** The birthdate's digits as typed (ddMMyyyy); an adult's by default. */
  birthdate?: string;
}

/**
 * What a visitor enters, field by field, in the form's order: text as typed (the
 * birthdate's and the phone's digits, into their masks), each e-mail added with
 * Enter, and the value of the option picked from a list.
 */
export type Entries = Partial<Record<Exclude<ApplicationField, "email" | "consent" | "guardian_consent">, string>> & { emails?: string[] };

const typedIntoMask = new Set(["birthdate", "phone"]);
const writtenIn = new Set(["name", "instagram", "tiktok", "address", "guardian_name"]);

/** Enters `entries` as a visitor would; a list waits until it can be used (the cities, for one, wait for a state). */
export async function enterFields(page: Page, entries: Entries): Promise<void> {
  for (const [field, value] of Object.entries(entries) as [keyof Entries, string | string[] | undefined][]) {
    if (value === undefined) continue;
    const control = page.locator(`#field-${field === "emails" ? "email" : field}`);
    if (Array.isArray(value)) {
      for (const email of value) {
        await control.fill(email);
        await control.press("Enter");
      }
    } else if (typedIntoMask.has(field)) {
      await control.pressSequentially(value);
    } else if (writtenIn.has(field)) {
      await control.fill(value);
    } else {
      await expect(control).toBeEnabled();
      // Tabbed to or tapped first, as a visitor's list is: the measures draw their options then.
      await control.focus();
      await control.selectOption(value);
    }
  }
}

/** Fills every field as a visitor would with Ana's application (tests/helpers/applicant.ts), and chooses the photos. */
export async function fillApplication(page: Page, applicant: Applicant, photos: readonly string[]): Promise<void> {
  const { gender, instagram, tiktok, address, state, city, height, jeans, bust, waist, hips, shoes, hair, eyes } = validFields;
  await enterFields(page, {
    name: applicant.name,
    gender,
    birthdate: applicant.birthdate ?? "30042001",
    emails: applicant.emails ?? ["ana@example.com"],
    // Area code and number, as people in Brazil write it: the field starts with +55.
    phone: "21987654321",
    instagram, tiktok, address, state, city, height, jeans, bust, waist, hips, shoes, hair, eyes,
  });
  for (const [index, slot] of photoSlots.entries()) await page.locator(`#field-${slot}`).setInputFiles(photos[index] ?? photos[0] ?? "");
  await expect(page.locator('[data-field^="image_"][data-state="ready"]')).toHaveCount(4, { timeout: 20_000 });
  if (applicant.consent ?? true) await page.locator("#field-consent").check();
}

export interface PlatformApplication {
  id: number;
  fields: Record<string, string>;
  photos: Record<string, string>;
}

export const platformDb = () => path.resolve(`node_modules/.cache/passarela-e2e-${process.env.E2E_PORT ?? "4310"}`, "platform", "platform.db");

/** What the embedded platform of the e2e server stored under this applicant's name. */
export function platformApplications(name: string): PlatformApplication[] {
  const db = new Database(platformDb(), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT id, fields, photos FROM applications ORDER BY id").all() as { id: number; fields: string; photos: string }[];
    return rows
      .map((row) => ({ id: row.id, fields: JSON.parse(row.fields) as Record<string, string>, photos: JSON.parse(row.photos) as Record<string, string> }))
      .filter((application) => application.fields.name === name);
  } finally {
    db.close();
  }
}

/** The compressed photo kept in the draft (IndexedDB), as the page stored it. */
export function draftPhoto(page: Page, slot: string) {
  return page.evaluate(
    (key) =>
      new Promise<{ size: number; width: number; height: number; type: string; hasExif: boolean } | null>((resolve, reject) => {
        // Size, dimensions and segments read from the JPEG bytes themselves.
        const open = indexedDB.open("passarela");
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const request = open.result.transaction("applications").objectStore("applications").get(key);
          request.onsuccess = () => {
            const photo = request.result as { bytes: ArrayBuffer; width: number; height: number; type: string } | undefined;
            open.result.close();
            if (!photo) {
              resolve(null);
              return;
            }
            const bytes = new Uint8Array(photo.bytes);
            // An APP1 segment (FF E1) is where EXIF, and with it the GPS position, lives.
            let hasExif = false;
            let width = 0;
            let height = 0;
            const word = (at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
            for (let i = 2; i + 3 < bytes.length && bytes[i] === 0xff; ) {
              const marker = bytes[i + 1] ?? 0;
              if (marker === 0xe1) hasExif = true;
              if (marker >= 0xc0 && marker <= 0xc2) {
                height = word(i + 5);
                width = word(i + 7);
              }
              if (marker === 0xda) break;
              i += 2 + word(i + 2);
            }
            resolve({ size: bytes.length, width, height, type: photo.type, hasExif });
          };
        };
      }),
    `draft/photo/${slot}`,
  );
}

/**
 * The server keeps an application sent within 5 s of opening the form apart as
 * a bot's, never forwarding it (server/site/applications/spam.ts). A script
 * fills the form faster than that on an idle machine; a visitor never does.
 */
export async function afterHumanFillTime(page: Page, openedAt: number): Promise<void> {
  const left = openedAt + minFillMs + 500 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}
