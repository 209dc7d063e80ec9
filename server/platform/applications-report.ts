import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "./db.js";
import { optionalApplicationFields } from "./routes/applications.js";

/** One application as the embedded platform received it (contract fields, photo paths by slot). */
export interface ReceivedApplication {
  id: number;
  receivedAt: string;
  fields: Record<string, string>;
  photos: Record<string, string>;
}

export function receivedApplications(db: Db): ReceivedApplication[] {
  const rows = db.prepare("SELECT id, received_at, fields, photos FROM applications ORDER BY id").all() as {
    id: number;
    received_at: string;
    fields: string;
    photos: string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    receivedAt: r.received_at,
    fields: JSON.parse(r.fields) as Record<string, string>,
    photos: JSON.parse(r.photos) as Record<string, string>,
  }));
}

const when = (iso: string) => iso.slice(0, 16).replace("T", " ");
const place = (f: Record<string, string>) => [f.city, f.state].filter(Boolean).join(" / ");

/** The `list` table: id, date, name, e-mails, phone, city / state and photo count, in aligned columns. */
export function formatList(applications: readonly ReceivedApplication[]): string {
  if (applications.length === 0) return "No applications received yet.";
  const header = ["ID", "RECEIVED (UTC)", "NAME", "E-MAILS", "PHONE", "CITY / STATE", "PHOTOS"];
  const rows = applications.map((a) => [
    String(a.id),
    when(a.receivedAt),
    a.fields.name ?? "",
    (a.fields.email ?? "").split(",").join(", "),
    a.fields.phone ?? "",
    place(a.fields),
    String(Object.keys(a.photos).length),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  return [header, ...rows].map((cells) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ").trimEnd()).join("\n");
}

/**
 * Columns of the export, in the order the form asks for them, then the consent
 * to the privacy notice and, for a minor, the guardian's: the agency must be
 * able to show what each applicant agreed to, and when.
 */
export const csvColumns = [
  "id", "received_at", "name", "gender", "birthdate", "email", "phone", "instagram", "tiktok", "address",
  "state", "city", "height", "jeans", "bust", "waist", "hips", "shoes", "hair", "eyes",
  ...optionalApplicationFields, "photos",
] as const;

/**
 * One CSV cell. Values a spreadsheet would run as a formula (=, +, -, @ first:
 * "+55 (21)…" or "@handle") get a leading apostrophe, the usual guard against
 * CSV injection, since applicants write these values.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(applications: readonly ReceivedApplication[]): string {
  const lines = applications.map((a) =>
    csvColumns
      .map((column) => {
        if (column === "id") return String(a.id);
        if (column === "received_at") return a.receivedAt;
        if (column === "photos") return String(a.id);
        return a.fields[column] ?? "";
      })
      .map(csvCell)
      .join(","),
  );
  // The byte-order mark makes spreadsheet programs read the accents as UTF-8.
  return `\uFEFF${[csvColumns.join(","), ...lines].join("\r\n")}\r\n`;
}

export class ExportError extends Error {}

/**
 * Writes `applications.csv` into `outDir` and each application's photos into
 * `outDir/{id}/` (image_1.jpg …). Photo paths come from the database and are
 * kept inside the applications folder.
 */
export function exportApplications(applications: readonly ReceivedApplication[], applicationsDir: string, outDir: string): { photos: number } {
  mkdirSync(outDir, { recursive: true });
  let photos = 0;
  for (const application of applications) {
    const folder = path.join(outDir, String(application.id));
    mkdirSync(folder, { recursive: true });
    for (const [slot, stored] of Object.entries(application.photos)) {
      const source = path.resolve(applicationsDir, stored);
      if (!source.startsWith(path.resolve(applicationsDir) + path.sep) || !/^image_[1-4]$/.test(slot)) {
        throw new ExportError(`application ${application.id} has a photo path outside the applications folder: ${stored}`);
      }
      copyFileSync(source, path.join(folder, `${slot}${path.extname(stored)}`));
      photos++;
    }
  }
  writeFileSync(path.join(outDir, "applications.csv"), toCsv(applications));
  return { photos };
}
