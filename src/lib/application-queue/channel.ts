import type { SendOutcome } from "./records.js";

/**
 * Tells the other tabs and the service worker that the queue changed, so each
 * shows what the others did. BroadcastChannel never echoes to its sender.
 */
export interface QueueMessage {
  type: "queue-changed";
  key: string;
  outcome: SendOutcome | null;
}

const channelName = "passarela-applications";

/** `name` keeps another queue's news apart (the contact messages' queue has its own channel). */
export function announce(message: QueueMessage, name: string = channelName): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(name);
  channel.postMessage(message);
  channel.close();
}

export function listen(handler: (message: QueueMessage) => void, name: string = channelName): () => void {
  if (typeof BroadcastChannel === "undefined") return () => undefined;
  const channel = new BroadcastChannel(name);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<QueueMessage> | null;
    if (data?.type === "queue-changed" && typeof data.key === "string") handler(data as QueueMessage);
  };
  return () => channel.close();
}
