import type { PlatformCredentials } from "../config.js";
import { isSeeded, seedDemo } from "./demo/seed.js";
import { buildPlatform, platformPaths, type Platform } from "./platform.js";

export interface EmbeddedPlatform extends Platform {
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  credentials: PlatformCredentials;
  /** 0 picks a free port (tests). */
  port: number;
  logger?: boolean;
  log?: (message: string) => void;
  /** The address its media links carry when it is reached through another (a proxy in front of it); its own by default. */
  publicUrl?: () => string;
}

/**
 * Starts the embedded platform on loopback only: it holds credentials-protected
 * data and must never be reachable from another machine. An empty database is
 * filled with the demo content first, so a fresh clone shows a full site.
 */
export async function startEmbeddedPlatform(options: StartOptions): Promise<EmbeddedPlatform> {
  let url = "";
  const platform = await buildPlatform({
    dataDir: options.dataDir,
    credentials: options.credentials,
    publicUrl: () => options.publicUrl?.() ?? url,
    logger: options.logger ?? false,
  });
  if (!isSeeded(platform.db)) {
    const summary = await seedDemo(platform.db, platformPaths(options.dataDir).storage);
    options.log?.(`Embedded platform: wrote demo content (${summary.talents} talents, ${summary.posts} posts, ${summary.images} images) in ${summary.ms} ms.`);
  }
  await platform.app.listen({ host: "127.0.0.1", port: options.port });
  const address = platform.app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  url = `http://127.0.0.1:${port}`;
  return { ...platform, url, close: () => platform.app.close() };
}
