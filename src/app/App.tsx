import { I18nProvider } from "@lingui/react";
import { Provider as JotaiProvider } from "jotai";
import { i18n } from "../lib/i18n.js";
import { store } from "../state/store.js";
import { ErrorBoundary } from "./errors/ErrorBoundary.js";
import { Router } from "./router/Router.js";

/** Providers around the router; the outer boundary catches what the layout itself throws. */
export function App() {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <ErrorBoundary>
          <Router />
        </ErrorBoundary>
      </I18nProvider>
    </JotaiProvider>
  );
}
