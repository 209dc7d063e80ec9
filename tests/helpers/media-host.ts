import { createServer, type ServerOptions } from "node:https";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";
import { Agent } from "undici";
import type { Dispatcher } from "undici-types";

/**
 * `/media` reaches MEDIA_ALLOWED_HOSTS over https only, as in production. A test's
 * media host is a loopback https server with a throwaway certificate, made here;
 * the site trusts it through the app's `mediaDispatcher` alone, so nothing else in
 * the test process (nor the platform's calls) trusts it.
 */
export interface LoopbackTls {
  server: ServerOptions;
  /** Connects to https servers on 127.0.0.1 that use `server`. */
  dispatcher: Dispatcher;
}

export async function loopbackTls(): Promise<LoopbackTls> {
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    curve: "P-256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  // undici 7 takes both the handlers of Node 20's and 22's fetch (undici 6) and those of Node 24's;
  // its typings are its own, not those of the undici Node's typings describe.
  const dispatcher = new Agent({ connect: { ca: pems.cert } }) as unknown as Dispatcher;
  return { server: { key: pems.private, cert: pems.cert }, dispatcher };
}

/**
 * - answer: `/photos/*` is `photo`, `/missing/*` a 404, `/broken/*` a 500, and
 *   `/videos/*` a video of `videoChunks` chunks sent one every `videoChunkMs`;
 * - hang: requests are read and never answered (a CDN that hangs).
 */
export type MediaHostMode = "answer" | "hang";

export interface TestMediaHost {
  /** `127.0.0.1:{port}`: how MEDIA_ALLOWED_HOSTS and media keys name it. */
  host: string;
  set(mode: MediaHostMode): void;
  /** Requests that reached it, in any mode: how often the site called it. */
  requests(): number;
  close(): Promise<void>;
}

export const videoChunk = Buffer.alloc(16 * 1024, 7);
export const videoChunks = 10;
export const videoChunkMs = 200;

export async function startMediaHost(tls: LoopbackTls, photo: Buffer): Promise<TestMediaHost> {
  let mode: MediaHostMode = "answer";
  let requests = 0;
  const server = createServer(tls.server, (request, response) => {
    requests++;
    if (mode === "hang") return;
    const url = request.url ?? "/";
    if (url.startsWith("/photos/")) {
      response.writeHead(200, { "content-type": "image/jpeg", "content-length": photo.byteLength }).end(photo);
    } else if (url.startsWith("/broken/")) {
      response.writeHead(500, { "content-type": "text/plain" }).end("storage failure");
    } else if (url.startsWith("/videos/")) {
      response.writeHead(200, { "content-type": "video/mp4", "content-length": videoChunk.byteLength * videoChunks });
      let sent = 0;
      const next = () => {
        if (response.destroyed) return;
        response.write(videoChunk);
        if (++sent < videoChunks) setTimeout(next, videoChunkMs);
        else response.end();
      };
      next();
    } else {
      response.writeHead(404, { "content-type": "text/plain" }).end("no such file");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (next) => (mode = next),
    requests: () => requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
