import { useEffect, useRef, useState } from "react";
import { ApiError } from "../lib/api-error.js";
import { downloadWithProgress, saveBlob, type Downloaded } from "../lib/download.js";

export type DownloadFailure = "offline" | "busy" | "missing" | "failed";

/** The `downloading` flag, split into what the visitor sees. */
export type DownloadState =
  | { phase: "idle" }
  | { phase: "saved" }
  | { phase: "preparing" }
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
  if (error.status === 0) return "offline";
  if (error.status === 429) return "busy";
  if (error.status === 404) return "missing";
  return "failed";
}

/**
 * Runs one download at a time: "preparing" while the server makes the file,
 * "receiving" with progress while its bytes arrive, then saves it. A failure is
 * kept until the next attempt; leaving the page cancels the download.
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
    setState({ phase: "preparing" });
    try {
      const result = await downloadWithProgress(request.url, { ...request.init, signal: abort.signal }, ({ loaded, total }) =>
        setState({ phase: "receiving", loaded, total }),
      );
      saveBlob(result.blob, result.fileName ?? request.fileName);
      setState({ phase: "saved" });
      onDone?.(result);
    } catch (error) {
      if (abort.signal.aborted) return;
      setState({ phase: "failed", reason: failureOf(error) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  return { state, busy, start };
}
