import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyMultipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import type { PlatformCredentials } from "../config.js";
import { TokenAuthority } from "./auth.js";
import { openDb, type Db } from "./db.js";
import { installErrorHandling, installJsonNotFound } from "../shared/errors.js";
import type { PdfBrand } from "./pdf/render.js";
import { authRoutes } from "./routes/auth.js";
import { panelRoutes } from "./routes/panel.js";
import { pdfRoutes } from "./routes/pdf.js";
import { storageRoutes } from "./routes/storage.js";
import { applicationRoutes } from "./routes/applications.js";
import { talentRoutes } from "./routes/talents.js";
import { mediaUrlFor } from "./store/media-url.js";
import { OptionStore } from "./store/options.js";
import { PanelStore } from "./store/panel.js";
import { TalentStore } from "./store/talents.js";

/** Where the embedded platform keeps its files inside DATA_DIR. */
export function platformPaths(dataDir: string) {
  const root = path.join(dataDir, "platform");
  return {
    root,
    database: path.join(root, "platform.db"),
    storage: path.join(root, "storage"),
    applications: path.join(root, "applications"),
    pdf: path.join(root, "pdf"),
  };
}

export interface PlatformOptions {
  dataDir: string;
  credentials: PlatformCredentials;
  /** Base URL under which the platform is reached; used in the media URLs it emits. */
  publicUrl: () => string;
  logger?: boolean;
}

export interface Platform {
  app: FastifyInstance;
  db: Db;
  tokens: TokenAuthority;
}

function brandFrom(db: Db): PdfBrand {
  const general = db
    .prepare("SELECT name, email, phone FROM staff WHERE city = 'general' AND kind = 'person' ORDER BY position, id LIMIT 2")
    .all() as { name: string | null; email: string | null; phone: string | null }[];
  const site = db.prepare("SELECT link FROM social_media WHERE key = 'site'").get() as { link: string } | undefined;
  const lines = general.flatMap((person) => [person.email, person.phone].filter((v): v is string => Boolean(v)));
  if (site) lines.push(site.link.replace(/^https?:\/\//, ""));
  return { agencyName: "Passarela", contactLines: [...new Set(lines)] };
}

/**
 * The embedded platform: a real backend serving the platform contract from SQLite
 * and a media folder. It is what the site talks to unless PLATFORM_URL is set.
 */
export async function buildPlatform(options: PlatformOptions): Promise<Platform> {
  const paths = platformPaths(options.dataDir);
  for (const dir of [paths.root, paths.storage, paths.applications, paths.pdf]) mkdirSync(dir, { recursive: true });
  const db = openDb(paths.database);
  const tokens = new TokenAuthority(db, options.credentials);
  const mediaUrl = mediaUrlFor(options.publicUrl);

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  installErrorHandling(app);
  installJsonNotFound(app);
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 4 } });
  app.addHook("onClose", () => db.close());

  authRoutes(app, tokens);
  talentRoutes(app, tokens, new TalentStore(db, mediaUrl), new OptionStore(db));
  panelRoutes(app, tokens, new PanelStore(db, mediaUrl));
  applicationRoutes(app, tokens, db, paths.applications);
  pdfRoutes(app, { tokens, storageDir: paths.storage, pdfDir: paths.pdf, publicUrl: options.publicUrl, brand: () => brandFrom(db) });
  await storageRoutes(app, paths.storage);
  return { app, db, tokens };
}
