import { takeApplicationReceipt, takeApplicationReceipts } from "../../lib/application-queue/idb.js";
import type { SendOutcome } from "../../lib/application-queue/records.js";
import { atom, store } from "../store.js";

/**
 * What the visitor is told, on whatever page, of applications kept on this
 * device that left it while the form was not on screen: received by the
 * agency at last (with the server's id, for the reference), or refused by the
 * server (kept on the device: the form takes it back to correct it). The form
 * page says all of this itself (its queue, its announcer, its success view):
 * while it is on screen, nothing here speaks.
 */
export interface ApplicationNotices {
  delivered: readonly { key: string; id: string }[];
  refused: readonly string[];
}

export const applicationNoticesAtom = atom<ApplicationNotices>({ delivered: [], refused: [] });

/** Applications this tab knows were kept on the device: what becomes of them is news for the visitor. */
const waiting = new Set<string>();
/** What was told this visit: each once, a refusal not again at every reconnection. */
const told = new Set<string>();
let followers = 0;

function tell(key: string, outcome: Extract<SendOutcome, { kind: "received" | "rejected" }>): void {
  const news = `${outcome.kind}:${key}`;
  if (told.has(news)) return;
  told.add(news);
  if (followers > 0) return;
  store.set(applicationNoticesAtom, ({ delivered, refused }) =>
    outcome.kind === "received"
      ? { delivered: [...delivered.filter((item) => item.key !== key), { key, id: outcome.id }], refused: refused.filter((known) => known !== key) }
      : { delivered: delivered.filter((item) => item.key !== key), refused: [...refused.filter((known) => known !== key), key] },
  );
}

/** An application is kept on this device (queued by this tab, or found in the queue). */
export function noteKept(key: string): void {
  waiting.add(key);
}

/**
 * What this tab, another one or the service worker learnt of an application: news if it
 * was kept on the device and this ends its wait. A refusal found in the queue at a visit's
 * start is told then: nothing sends it again.
 */
export function tellOutcome(key: string, outcome: SendOutcome): void {
  if (outcome.kind !== "received" && outcome.kind !== "rejected") {
    waiting.add(key);
    return;
  }
  if (!waiting.has(key)) return;
  if (outcome.kind === "received") waiting.delete(key);
  tell(key, outcome);
}

/** Delivered by the service worker while no page of the site was open: told now. */
export async function tellReceipts(): Promise<void> {
  for (const { key, id } of await takeApplicationReceipts().catch(() => [])) tell(key, { kind: "received", id });
}

/** The service worker says it delivered `key`: its receipt is taken (told now, not at the next visit). */
export async function tellWorkerDelivery(key: string, id: string): Promise<void> {
  const had = await takeApplicationReceipt(key).catch(() => false);
  if (had) tell(key, { kind: "received", id });
}

/** The form page is on screen and says itself what becomes of every application; answers how to stop. */
export function followApplications(): () => void {
  followers += 1;
  return () => {
    followers -= 1;
  };
}

export function dismissDeliveredApplications(): void {
  store.set(applicationNoticesAtom, (notices) => ({ ...notices, delivered: [] }));
}

/** Closed for this visit; a refused application still on the device is told again at the next one. */
export function dismissRefusedApplications(): void {
  store.set(applicationNoticesAtom, (notices) => ({ ...notices, refused: [] }));
}
