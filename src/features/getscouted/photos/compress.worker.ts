import { compressImage, type CompressResult } from "./compress-core.js";

/** The compression worker: one message per photo, answered with its id; the bytes are transferred, not copied. */
export interface CompressRequest {
  id: number;
  file: Blob;
}
export type CompressReply = { id: number } & (CompressResult | { ok: false; code: "no_offscreen_canvas" });

const reply = (message: CompressReply, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

self.addEventListener("message", (event: MessageEvent<CompressRequest>) => {
  const { id, file } = event.data;
  if (typeof OffscreenCanvas === "undefined") {
    reply({ id, ok: false, code: "no_offscreen_canvas" });
    return;
  }
  void compressImage(file, (width, height) => new OffscreenCanvas(width, height)).then(
    (result) => reply({ id, ...result }, result.ok ? [result.bytes] : []),
    () => reply({ id, ok: false, code: "invalid_image" }),
  );
});
