/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerApplicationSending } from "./applications.js";
import { registerCaching } from "./caching.js";
import { registerContactSending } from "./contacts.js";
import { arrivedAtWorker } from "../src/lib/worker-messages.js";
import { warmOfflineCache } from "./warm.js";
import { warmEssentials } from "./warm-essentials.js";
import { warmProfile } from "./warm-profile.js";
import { keepPage } from "./keep-page.js";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// The app shell, every route chunk, the three catalogs, icons and placeholders.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerCaching();
registerApplicationSending();
registerContactSending();

// A new version waits until the visitor agrees to reload (the app's update prompt).
self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const message = arrivedAtWorker(event.data);
  switch (message?.type) {
    case "SKIP_WAITING":
      void self.skipWaiting();
      break;
    // A warm-up cut short (the connection dropped) writes no stamp: the next visit to the list starts it again.
    case "WARM_OFFLINE":
      event.waitUntil(warmOfflineCache(message).catch(() => undefined));
      break;
    case "WARM_ESSENTIALS":
      event.waitUntil(warmEssentials(message).catch(() => false));
      break;
    case "WARM_PROFILE":
      event.waitUntil(warmProfile(message).catch(() => undefined));
      break;
    case "KEEP_PAGE":
      event.waitUntil(keepPage(message).catch(() => undefined));
      break;
  }
});

// The first install takes control at once, so what the visitor browses now is cached.
clientsClaim();
