import { compressImage, type CompressResult } from "./compress-core.js";
import type { CompressReply, CompressRequest } from "./compress.worker.js";

/**
 * Compresses photos off the main thread. Workers start on the first photo
 * (the page's first load carries none of this) and stay for the visit; up to
 * two run side by side, photos are handed to them in turn.
 */
const poolSize = Math.max(1, Math.min(2, typeof navigator === "undefined" ? 2 : navigator.hardwareConcurrency || 2));
const workers: Worker[] = [];
const pending = new Map<number, (result: CompressReply) => void>();
let nextId = 0;
let workersFailed = typeof Worker === "undefined";

function worker(id: number): Worker {
  const index = id % poolSize;
  let existing = workers[index];
  if (!existing) {
    existing = new Worker(new URL("./compress.worker.ts", import.meta.url), { type: "module" });
    existing.addEventListener("message", (event: MessageEvent<CompressReply>) => {
      pending.get(event.data.id)?.(event.data);
      pending.delete(event.data.id);
    });
    existing.addEventListener("error", () => {
      // The worker could not start (old browser, blocked script): finish its photos on the page.
      workersFailed = true;
      for (const [key, resolve] of pending) resolve({ id: key, ok: false, code: "no_offscreen_canvas" });
      pending.clear();
    });
    workers[index] = existing;
  }
  return existing;
}

const onPage = (file: Blob) =>
  compressImage(file, (width, height) => Object.assign(document.createElement("canvas"), { width, height }));

export async function compressPhoto(file: Blob): Promise<CompressResult> {
  if (workersFailed) return onPage(file);
  const id = nextId++;
  const reply = await new Promise<CompressReply>((resolve) => {
    pending.set(id, resolve);
    worker(id).postMessage({ id, file } satisfies CompressRequest);
  });
  if (reply.ok) return reply;
  return reply.code === "no_offscreen_canvas" ? onPage(file) : reply;
}
