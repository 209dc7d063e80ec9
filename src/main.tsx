import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.js";
import { isChunkLoadError, reloadForMissingChunk } from "./app/errors/chunk-reload.js";
import { loadErrorPage } from "./app/errors/error-page.js";
import { reportCaughtError } from "./app/errors/report.js";
import { loadPage } from "./app/router/pages.js";
import "./app/global.css";
import { isClientOnly } from "./lib/client-only.js";
import { startHydration } from "./lib/hydration.js";
import { activateLocale } from "./lib/i18n.js";
import { readPageState } from "./lib/page-state.js";
import { localeOf, resolvePath } from "./lib/routes.js";
import { seededAnswersAtom } from "./state/resource.js";
import { localeAtom, pageErrorAtom, sanitizedHtmlAtom, siteAtom, store } from "./state/store.js";
import { whenIdle } from "./lib/when-idle.js";

// Vite reports a failed chunk preload here before React sees it.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadForMissingChunk()) event.preventDefault();
});
window.addEventListener("unhandledrejection", (event) => {
  if (isChunkLoadError(event.reason)) reloadForMissingChunk();
});

const root = document.getElementById("root");
// A page the server rendered carries what it was made from; the offline app shell carries nothing.
const state = readPageState(document);
const locale = localeOf(window.location.pathname);
const resolution = resolvePath(window.location.pathname);
const page = state && !state.error && resolution.kind === "route" ? resolution.match.name : null;

// The page's code and texts were started with this entry (after the page was painted from its HTML).
await Promise.all([activateLocale(locale), page ? loadPage(page) : undefined, state?.error ? loadErrorPage() : undefined]);
store.set(localeAtom, locale);
if (state) {
  store.set(seededAnswersAtom, state.answers);
  store.set(sanitizedHtmlAtom, state.sanitized);
  store.set(pageErrorAtom, state.error);
  store.set(siteAtom, state.site);
} else {
  const provider = document.querySelector<HTMLMetaElement>('meta[name="passarela:provider"]')?.content;
  store.set(siteAtom, (site) => ({ ...site, origin: window.location.origin, provider: provider ?? site.provider }));
}

if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (state && root.firstElementChild) {
    startHydration();
    // As a transition, hydrating yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page; a visitor's tap still hydrates its part first.
    startTransition(() => {
      hydrateRoot(root, app, {
        onCaughtError: reportCaughtError,
        // A page that does not hydrate as the server rendered it is a bug: say so (tests fail on console errors).
        onRecoverableError: (error, info) => {
          // A part the server left to the browser on purpose (see lib/client-only).
          if (isClientOnly(error)) return;
          console.error("Hydration mismatch:", error, info.componentStack ?? "");
        },
      });
    });
  } else {
    createRoot(root, { onCaughtError: reportCaughtError }).render(app);
  }
}

// Applications and contact messages saved on this device while offline go out on the next visit, whatever page
// it opens on; and Back returns the focus to the link followed.
const startIdleWork = () => void import("./app/after-first-page.js").then(({ startAfterFirstPage }) => startAfterFirstPage());
whenIdle(startIdleWork, { timeout: 5000, fallback: 2000 });

// The service worker comes after the page: it must never delay the first render.
if (import.meta.env.PROD) {
  const register = () => void import("./app/pwa/register.js").then(({ registerServiceWorker }) => registerServiceWorker());
  // The catalog is awaited above, so the load event may already have fired.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
