import { connect, type Socket } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection (after its answer, or instead of one). */
  closed: boolean;
}

export interface RawClient {
  socket: Socket;
  /** Writes unless the server has closed the connection; a write after that is dropped. */
  write(data: string | Uint8Array): void;
  /** The first answer (complete by its Content-Length), or whatever arrived when the connection closed. */
  response: Promise<RawResponse>;
  /** Resolves when the connection is closed, by either side. */
  closed: Promise<void>;
}

function parse(raw: Buffer, closed: boolean): RawResponse | undefined {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return closed ? { status: 0, headers: {}, body: raw.toString("latin1"), closed } : undefined;
  const [statusLine = "", ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers["content-length"] ?? NaN);
  const body = raw.subarray(end + 4);
  if (!closed && !(body.length >= length)) return undefined;
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8"), closed };
}

/**
 * A client speaking HTTP/1.1 by hand over TCP, so a test can send a request as
 * slowly, as partly or as wrongly as it likes. `localAddress` picks the client's
 * address among 127.x.x.x (all of them reach loopback on Linux), so tests can
 * be several clients without trusting a proxy header.
 */
export function rawClient(port: number, localAddress = "127.0.0.1"): RawClient {
  const socket = connect({ host: "127.0.0.1", port, localAddress });
  let received = Buffer.alloc(0);
  let settle: (response: RawResponse) => void = () => undefined;
  let settled = false;
  const response = new Promise<RawResponse>((resolve) => (settle = resolve));
  const finish = (closed: boolean) => {
    if (settled) return;
    const parsed = parse(received, closed);
    if (parsed) {
      settled = true;
      settle(parsed);
    }
  };
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    finish(false);
  });
  // A reset after the server's answer (it closed while we were still sending) is expected here.
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.once("close", () => {
      finish(true);
      resolve();
    }),
  );
  return {
    socket,
    write(data) {
      if (!socket.destroyed && socket.writable) socket.write(data);
    },
    response,
    closed,
  };
}

/** Sends `body` in `chunkBytes` pieces every `everyMs` until it is all sent or the connection closes. */
export async function trickle(client: RawClient, body: Uint8Array, chunkBytes: number, everyMs: number): Promise<void> {
  for (let offset = 0; offset < body.length && !client.socket.destroyed; offset += chunkBytes) {
    client.write(body.subarray(offset, offset + chunkBytes));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
