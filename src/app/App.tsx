import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Router as LocationProvider } from "wouter";
import { i18n as browserI18n } from "../lib/i18n.js";
import { store as browserStore, Provider as JotaiProvider } from "../state/store.js";
import { ErrorBoundary } from "./errors/ErrorBoundary.js";
import { Router } from "./router/Router.js";

interface AppProps {
  /** The server renders each request with its own store and language; the browser has one of each. */
  store?: typeof browserStore;
  i18n?: I18n;
  /** The URL being rendered on the server (path and query); the browser reads its own location. */
  ssrUrl?: string;
}

/** Providers around the router; the outer boundary catches what the layout itself throws. */
export function App({ store = browserStore, i18n = browserI18n, ssrUrl }: AppProps) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <LocationProvider ssrPath={ssrUrl}>
          <ErrorBoundary>
            <Router />
          </ErrorBoundary>
        </LocationProvider>
      </I18nProvider>
    </JotaiProvider>
  );
}
