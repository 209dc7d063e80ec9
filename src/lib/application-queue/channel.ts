import { isQueueMessage, type QueueMessage } from "../worker-messages.js";

export type { QueueMessage };

/** The queue's news between tabs and the service worker. BroadcastChannel never echoes to its sender. */

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
    if (isQueueMessage(event.data)) handler(event.data);
  };
  return () => channel.close();
}
