import { connect, createServer, type Socket } from "node:net";

export type ProxyMode = "pass" | "hang" | "reset" | "lose-answers";

export interface PausableProxy {
  /** `http://127.0.0.1:{port}`: give it to the platform client instead of the platform's own URL. */
  url: string;
  /**
   * - pass: bytes go through both ways;
   * - hang: connections are accepted and requests read, but nothing is answered (a platform that hangs);
   * - reset: connections are reset as they come (a platform that is down);
   * - lose-answers: requests reach the platform, but its answers never come back: the connection
   *   is reset as the answer starts (a network that fails after the platform has acted).
   */
  set(mode: ProxyMode): void;
  /** HTTP requests that reached the proxy, in any mode: how often the platform was called. */
  requests(): number;
  /** Connections attempted, refused ones included. */
  connections(): number;
  close(): Promise<void>;
}

const requestLine = /(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \S+ HTTP\/1\.1\r\n/g;

/**
 * A TCP proxy in front of a real server that can be told to hang or to refuse,
 * for tests and benchmarks of a platform that stops answering.
 */
export async function startPausableProxy(target: URL | string): Promise<PausableProxy> {
  const upstream = new URL(target);
  let mode: ProxyMode = "pass";
  let requests = 0;
  let connections = 0;
  // Client sockets whose bytes were dropped while hanging: their HTTP framing is broken.
  const broken = new Set<Socket>();
  const open = new Set<Socket>();

  const server = createServer((client) => {
    connections++;
    if (mode === "reset") {
      client.resetAndDestroy();
      return;
    }
    open.add(client);
    let server: Socket | undefined;
    client.on("data", (chunk: Buffer) => {
      requests += chunk.toString("latin1").match(requestLine)?.length ?? 0;
      if (mode !== "pass" && mode !== "lose-answers") {
        broken.add(client);
        return;
      }
      if (!server) {
        const socket = connect(Number(upstream.port), upstream.hostname);
        server = socket;
        socket.on("data", (reply: Buffer) => {
          if (mode === "pass") client.write(reply);
          else if (mode === "lose-answers") client.resetAndDestroy();
          else broken.add(client);
        });
        socket.on("error", () => client.destroy());
        socket.on("close", () => client.destroy());
      }
      server.write(chunk);
    });
    client.on("error", () => undefined);
    client.on("close", () => {
      open.delete(client);
      broken.delete(client);
      server?.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("the proxy has no port");

  return {
    url: `http://127.0.0.1:${address.port}`,
    set(next) {
      mode = next;
      // Connections that lost bytes, or all of them for a refusing platform, start over.
      const doomed = next === "reset" ? [...open] : next === "pass" ? [...broken] : [];
      for (const socket of doomed) socket.resetAndDestroy();
    },
    requests: () => requests,
    connections: () => connections,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
