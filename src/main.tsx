import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.js";
import { isChunkLoadError, reloadForMissingChunk } from "./app/errors/chunk-reload.js";
import { reportCaughtError } from "./app/errors/report.js";
import "./app/global.css";
import { activateLocale } from "./lib/i18n.js";
import { localeOf } from "./lib/routes.js";
import { localeAtom, store } from "./state/store.js";

// Vite reports a failed chunk preload here before React sees it.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadForMissingChunk()) event.preventDefault();
});
window.addEventListener("unhandledrejection", (event) => {
  if (isChunkLoadError(event.reason)) reloadForMissingChunk();
});

// The server wrote this page's head for link previews; React owns the head from here on.
for (const node of document.head.querySelectorAll("[data-server-head]")) node.remove();

const locale = localeOf(window.location.pathname);
await activateLocale(locale);
store.set(localeAtom, locale);

const root = document.getElementById("root");
if (root) {
  createRoot(root, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Applications saved on this device while offline go out on the next visit, whatever page it opens on.
const resumeApplications = () => void import("./state/applications.js").then(({ startApplicationQueue }) => startApplicationQueue());
if ("requestIdleCallback" in window) window.requestIdleCallback(resumeApplications, { timeout: 5000 });
else setTimeout(resumeApplications, 2000);

// The service worker comes after the page: it must never delay the first render.
if (import.meta.env.PROD) {
  const register = () => void import("./app/pwa/register.js").then(({ registerServiceWorker }) => registerServiceWorker());
  // The catalog is awaited above, so the load event may already have fired.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
