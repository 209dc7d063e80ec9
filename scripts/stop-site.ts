import type { SiteApp } from "../server/app.js";
import type { PlatformClient } from "../server/upstream/client.js";
import type { PausableProxy } from "./pausable-proxy.js";

/**
 * Stops a site started on its own platform (scripts' and tests'): the app first,
 * while what it calls is still there, then its client, the proxy, and the platform last.
 */
export async function stopSite(site: { app: SiteApp["app"]; client: PlatformClient; proxy: PausableProxy | undefined; platform: { close(): Promise<void> } }): Promise<void> {
  await site.app.close();
  site.client.close();
  await site.proxy?.close();
  await site.platform.close();
}
