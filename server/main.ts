import closeWithGrace from "close-with-grace";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, type Config, type PlatformCredentials } from "./config.js";
import { ensureCredentials } from "./platform/credentials.js";
import { startEmbeddedPlatform, type EmbeddedPlatform } from "./platform/start.js";
import { StoreOpenError } from "./site/store/open.js";
import { PlatformClient } from "./upstream/client.js";
import { isUpstreamError } from "./upstream/errors.js";

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

// React (in the page renderer) runs its production build unless told otherwise.
process.env.NODE_ENV ??= "production";

const config = configOrExit();

let platform: EmbeddedPlatform | undefined;
let platformUrl: string;
let credentials: PlatformCredentials;
if (config.platformUrl) {
  platformUrl = config.platformUrl.href;
  credentials = config.credentials;
} else {
  credentials = ensureCredentials(config.dataDir, config.credentials);
  platform = await startEmbeddedPlatform({ dataDir: config.dataDir, credentials, port: config.platformPort, log: console.log });
  platformUrl = platform.url;
  console.log(`Embedded platform listening on ${platform.url} (loopback only).`);
}

// The client is made before the app, so its log lines reach the app's logger once it exists.
const sink: { log?: FastifyBaseLogger } = {};
const client = new PlatformClient({
  baseUrl: platformUrl,
  credentials,
  timeoutMs: config.upstream.timeoutMs,
  pauseMs: config.upstream.pauseMs,
  logger: {
    debug: (obj, msg) => sink.log?.debug(obj, msg),
    info: (obj, msg) => sink.log?.info(obj, msg),
    warn: (obj, msg) => sink.log?.warn(obj, msg),
    error: (obj, msg) => sink.log?.error(obj, msg),
  },
});
let app: FastifyInstance;
try {
  ({ app } = await buildApp({ config, client, platformUrl, logger: { level: config.logLevel } }));
} catch (error) {
  if (!(error instanceof StoreOpenError)) throw error;
  console.error(error.message);
  client.close();
  await platform?.close();
  process.exit(1);
}
sink.log = app.log;

try {
  await client.signIn();
} catch (error) {
  if (isUpstreamError(error, "rejected")) {
    app.log.fatal(`${error.message} Check PLATFORM_SALT, PLATFORM_MF_API_KEY and PLATFORM_PANEL_API_TOKEN.`);
    process.exit(1);
  }
  // A platform that is down now may be up later: the client signs in on first use.
  app.log.warn({ err: error }, "could not sign in to the platform at start-up; will retry on first use");
}

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  await app.close();
  client.close();
  await platform?.close();
});

await app.listen({ port: config.port, host: config.host });
