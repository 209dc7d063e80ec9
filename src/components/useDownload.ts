import { useEffect, useRef, useState } from "react";
import { ApiError } from "../lib/api-error.js";
import { downloadWithProgress, saveBlob, type Downloaded } from "../lib/download.js";

export type DownloadFailure = "offline" | "unreachable" | "busy" | "missing" | "failed";

/**
 * How long the platform may take to make a PDF before the visitor is told that
 * this one takes longer than usual. A gallery is made in about 2 s (the PDF
 * budget) and a selection takes a few more, so 8 s without a byte is a wait a
 * visitor starts to wonder about, yet rarely said for a PDF that is on time.
 */
export const slowAfterMs = 8_000;

/** The `downloading` flag, split into what the visitor sees. */
export type DownloadState =
  | { phase: "idle" }
  | { phase: "saved" }
  | { phase: "cancelled" }
  | { phase: "preparing"; slow: boolean }
  | { phase: "receiving"; loaded: number; total: number | null }
  | { phase: "failed"; reason: DownloadFailure };

export interface DownloadRequest {
  url: string;
  init?: RequestInit;
  /** Used when the answer names no file. */
  fileName: string;
}

function failureOf(error: unknown): DownloadFailure {
  if (!(error instanceof ApiError)) return "failed";
  // No answer at all: the visitor's connection is down, or (the browser says it is up) the site did not answer.
  if (error.status === 0) return navigator.onLine ? "unreachable" : "offline";
  if (error.status === 429) return "busy";
  if (error.status === 404) return "missing";
  return "failed";
}

/**
 * Runs one download at a time: "preparing" while the server makes the file
 * (said to be slow after `slowAfterMs` without an answer), "receiving" with
 * progress while its bytes arrive, then saves it. A failure is kept until the
 * next attempt. Cancelling, or leaving the page, aborts the request: nothing
 * of that download is saved or shown afterwards.
 */
export function useDownload(onDone?: (result: Downloaded) => void) {
  const [state, setState] = useState<DownloadState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const busy = state.phase === "preparing" || state.phase === "receiving";

  async function start(request: DownloadRequest): Promise<void> {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    // A cancelled download's late news (a timer, a chunk) must not reach the one that follows it.
    const current = () => controller.current === abort;
    setState({ phase: "preparing", slow: false });
    const slow = setTimeout(() => {
      if (current()) setState({ phase: "preparing", slow: true });
    }, slowAfterMs);
    try {
      const result = await downloadWithProgress(request.url, { ...request.init, signal: abort.signal }, ({ loaded, total }) => {
        clearTimeout(slow);
        if (current()) setState({ phase: "receiving", loaded, total });
      });
      if (!current()) return;
      saveBlob(result.blob, result.fileName ?? request.fileName);
      setState({ phase: "saved" });
      onDone?.(result);
    } catch (error) {
      if (abort.signal.aborted || !current()) return;
      setState({ phase: "failed", reason: failureOf(error) });
    } finally {
      clearTimeout(slow);
      if (current()) controller.current = null;
    }
  }

  /** Stops the running download, if any; it ends as "cancelled". */
  function cancel(): void {
    const abort = controller.current;
    if (!abort) return;
    controller.current = null;
    abort.abort();
    setState({ phase: "cancelled" });
  }

  return { state, busy, start, cancel };
}
