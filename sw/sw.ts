/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerApplicationDelivery } from "./applications.js";
import { registerCaching } from "./caching.js";
import { registerContactDelivery } from "./contacts.js";
import { warmOfflineCache, type WarmRequest } from "./warm.js";
import { warmEssentials, type WarmEssentialsRequest } from "./warm-essentials.js";
import { warmProfile, type WarmProfileRequest } from "./warm-profile.js";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// The app shell, every route chunk, the three catalogs, icons and placeholders.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerCaching();
registerApplicationDelivery();
registerContactDelivery();

// A new version waits until the visitor agrees to reload (the app's update prompt).
self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
  // A warm-up cut short (the connection dropped) writes no stamp: the next visit to the list starts it again.
  if (data?.type === "WARM_OFFLINE") event.waitUntil(warmOfflineCache(data as Partial<WarmRequest>).catch(() => undefined));
  if (data?.type === "WARM_ESSENTIALS") event.waitUntil(warmEssentials(data as Partial<WarmEssentialsRequest>).catch(() => false));
  if (data?.type === "WARM_PROFILE") event.waitUntil(warmProfile(data as Partial<WarmProfileRequest>).catch(() => undefined));
});

// The first install takes control at once, so what the visitor browses now is cached.
clientsClaim();
