import { Component, type ReactNode } from "react";
import { ApiError } from "../../lib/api-error.js";
import { LoadError, retryLoad } from "../../state/resource.js";
import { useStore, type AppStore } from "../../state/store.js";
import { isChunkLoadError, reloadForMissingChunk } from "./chunk-reload.js";
import { ErrorPage } from "./error-page.js";

interface State {
  error: unknown;
  /** Tries since the connection came back (the error page makes them by itself); null outside such a round. */
  reconnectTries: number | null;
}

/** The browser says it has no connection (a runtime without the flag counts as online). */
const offlineNow = () => typeof navigator !== "undefined" && (navigator as { onLine?: boolean }).onLine === false;

/**
 * What the error page shows for a caught error: 404 for a missing id, 500 for a
 * load the site itself failed, 503 for any other failed load (said as "not
 * saved on this device" when it failed for want of a connection: nothing of the
 * page was kept), else 500. A failed load can be tried again.
 */
export function describeError(error: unknown): { status: 404 | 500 | 503; code?: string; retry?: LoadError; offline?: boolean } {
  if (error instanceof LoadError) {
    const cause = error.cause;
    if (cause instanceof ApiError && cause.status === 404) return { status: 404 };
    if (cause instanceof ApiError && cause.status === 0 && offlineNow()) return { status: 503, retry: error, offline: true };
    // An answer that breaks the contract is the site's own fault too, like a 500.
    if (cause instanceof ApiError) return { status: cause.status === 500 || cause.code === "invalid_response" ? 500 : 503, code: cause.code, retry: error };
    return { status: 503, code: "load_failed", retry: error };
  }
  return { status: 500 };
}

/**
 * Catches render and load errors below it, so no error ever leaves a white
 * screen: missing chunks reload the page (guarded), the rest show the error page.
 */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  // A failed load is tried again in the store that read it.
  return <Boundary store={useStore()}>{children}</Boundary>;
}

class Boundary extends Component<{ children: ReactNode; store: AppStore }, State> {
  override state: State = { error: undefined, reconnectTries: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) reloadForMissingChunk();
  }

  override render(): ReactNode {
    const { error, reconnectTries } = this.state;
    if (error === undefined) return this.props.children;
    const { status, code, retry, offline } = describeError(error);
    const onRetry = retry
      ? () => {
          retryLoad(this.props.store, retry);
          // Offline, only the `online` event calls this: it starts a round of tries by themselves.
          this.setState({ error: undefined, reconnectTries: offline ? 0 : reconnectTries === null ? null : reconnectTries + 1 });
        }
      : undefined;
    return <ErrorPage status={status} code={code} onRetry={onRetry} offline={offline} reconnectTries={reconnectTries} />;
  }
}
