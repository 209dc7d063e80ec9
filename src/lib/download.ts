import { ApiError, apiErrorFrom } from "./api.js";

export interface DownloadProgress {
  loaded: number;
  /** From Content-Length; null when the server did not say. */
  total: number | null;
}

export interface Downloaded {
  blob: Blob;
  fileName: string | null;
  headers: Headers;
}

/** The file name of a `Content-Disposition` header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // malformed escapes: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2];
  return name?.trim() ? name.trim() : null;
}

/**
 * Fetches a file and reads its body chunk by chunk, reporting progress: the
 * first report comes when the headers arrive (the server has finished making
 * it), then one per chunk. Errors are ApiErrors, as for JSON calls.
 */
export async function downloadWithProgress(url: string, init: RequestInit, onProgress: (progress: DownloadProgress) => void): Promise<Downloaded> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", "The network is unavailable.");
  }
  if (!response.ok) throw await apiErrorFrom(response);
  const length = Number(response.headers.get("content-length"));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  onProgress({ loaded: 0, total });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  const reader = response.body?.getReader();
  try {
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onProgress({ loaded, total });
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", "The download was interrupted.");
  }
  const type = response.headers.get("content-type") ?? "application/octet-stream";
  const blob = reader ? new Blob(chunks, { type }) : await response.blob();
  return { blob, fileName: fileNameFrom(response.headers.get("content-disposition")), headers: response.headers };
}

/** Hands a Blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
