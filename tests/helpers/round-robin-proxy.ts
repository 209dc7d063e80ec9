import { createServer, request as httpRequest, type Server } from "node:http";

export interface RoundRobinProxy {
  url: string;
  /** Requests sent to each target so far, by port. */
  sent: Map<number, number>;
  close(): Promise<void>;
}

/**
 * A load balancer as small as it gets: each request goes to the next of
 * `ports` on loopback in turn; a target that refuses or drops the connection
 * is answered 502 (the client sends again), like a balancer without retries.
 */
export async function startRoundRobinProxy(ports: readonly number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const sent = new Map<number, number>();
  const server: Server = createServer((incoming, outgoing) => {
    const port = ports[next++ % ports.length] as number;
    sent.set(port, (sent.get(port) ?? 0) + 1);
    const fail = () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "application/json", connection: "close" }).end('{"error":"bad_gateway"}');
      else outgoing.destroy();
    };
    const upstream = httpRequest({ host: "127.0.0.1", port, method: incoming.method, path: incoming.url, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
      answer.on("error", fail);
      answer.on("aborted", fail);
    });
    upstream.on("error", fail);
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("the proxy has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    sent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
