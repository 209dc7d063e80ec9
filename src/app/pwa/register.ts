import { Workbox } from "workbox-window";
import { installPromptAtom, offlineReadyAtom, onlineAtom, updateReadyAtom, type InstallPromptEvent } from "../../state/pwa.js";
import { pathFor } from "../../lib/routes.js";
import { requestEssentialsWarmup } from "../../lib/offline-warmup.js";
import { localeAtom, store } from "../../state/store.js";
import { offlineReadySeen } from "./offline-ready.js";

/**
 * Registers the service worker and wires its life cycle to the app's state:
 * "ready to work offline" on the first install, an update prompt that skips
 * waiting only when the visitor agrees, update checks when the tab comes back.
 */
export function registerServiceWorker(): void {
  window.addEventListener("online", () => store.set(onlineAtom, true));
  window.addEventListener("offline", () => store.set(onlineAtom, false));
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    store.set(installPromptAtom, event as InstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => store.set(installPromptAtom, null));

  if (!("serviceWorker" in navigator)) return;
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("installed", (event) => {
    // A worker found by a later update check counts as external, and is an update too.
    if (!event.isUpdate && !event.isExternal && !offlineReadySeen()) store.set(offlineReadyAtom, true);
  });
  wb.addEventListener("waiting", () => {
    // The atom holds a function, so it is set through an updater returning it.
    store.set(updateReadyAtom, () => () => {
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  document.addEventListener("visibilitychange", () => {
    // Offline, or with the worker gone, the check fails: the next one will do.
    if (document.visibilityState === "visible") wb.update().catch(ignore);
  });
  // Without a worker (blocked by the browser, private modes, a failed download)
  // the site still works online: nothing to tell the visitor.
  wb.register()
    .then((registration) => {
      // Whatever page this first visit began on, the agency's contacts are kept for offline.
      if (registration) requestEssentialsWarmup([pathFor("contact", {}, store.get(localeAtom))]);
    })
    .catch(ignore);
}

const ignore = (): void => undefined;
