import { useCallback, useEffect, useRef, useState } from "react";
import type { ContactRequest } from "../../../contract/contact.js";
import { interpretAnswer } from "../../../lib/application-queue/answer.js";
import { newIdempotencyKey, type SendOutcome } from "../../../lib/application-queue/records.js";
import { contactFetchTransport } from "../../../lib/contact-queue/send.js";
import { putQueuedContact, removeQueuedContact } from "../../../lib/contact-queue/idb.js";
import type { QueuedContact } from "../../../lib/contact-queue/records.js";
import { contactOutcomesAtom, followContact, reopenRefusedContact, replaceRefusedContact, sendContact, startContactQueue } from "../../../state/contact-messages.js";
import { store } from "../../../state/store.js";

export type Phase =
  | { kind: "form" }
  /** The shared schema or the server found problems: the fields say which. `restored`: a message the server refused after its page was gone, brought back. */
  | { kind: "invalid"; restored?: boolean; again?: boolean }
  | { kind: "sending" }
  /** Kept on this device, sent when a connection is back (or the server answers again). */
  | { kind: "queued"; key: string }
  | { kind: "rate_limited"; key: string }
  /** Neither sent nor kept (no IndexedDB here): the visitor must send again. */
  | { kind: "unsent" }
  | { kind: "sent"; wasQueued: boolean };

// The server does not know this key, or knows it for another message: the next send needs a new one.
const keyProblems = new Set(["idempotency_key_reused", "invalid_idempotency_key"]);

/**
 * Sending one message: written to the queue first (IndexedDB), then posted;
 * a message the server could not take yet stays queued and is followed until
 * it is sent, by this tab, another one or the service worker.
 */
export function useSendContact() {
  const [phase, setPhase] = useState<Phase>({ kind: "form" });
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [restored, setRestored] = useState<ContactRequest | null>(null);
  const startedAt = useRef(0);
  const key = useRef<string | null>(null);
  /** The refused message brought back, still kept on the device until its correction is. */
  const refusedKey = useRef<string | null>(null);

  useEffect(() => {
    startedAt.current = Date.now();
    startContactQueue();
    // A message the server refused after its page was gone comes back here, with the fields to correct.
    let cancelled = false;
    void reopenRefusedContact().then((refused) => {
      if (cancelled || refused?.outcome?.kind !== "rejected") return;
      refusedKey.current = refused.key;
      setRestored(refused.body);
      setServerErrors(refused.outcome.fields);
      setPhase({ kind: "invalid", restored: true });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  /**
   * Settles the form on an outcome: answers the fields the server refused, if it did.
   * `kept`: the message is in the queue; `later`: this outcome ends a wait in it.
   */
  const settle = useCallback((outcome: SendOutcome | null, messageKey: string, kept: boolean, later: boolean): Record<string, string> | null => {
    if (outcome?.kind === "received") {
      key.current = null;
      setPhase({ kind: "sent", wasQueued: later });
      return null;
    }
    if (outcome?.kind === "rejected") {
      void removeQueuedContact(messageKey).catch(() => undefined);
      if (keyProblems.has(outcome.error)) key.current = null;
      setServerErrors(outcome.fields);
      setPhase({ kind: "invalid" });
      return outcome.fields;
    }
    if (outcome?.kind === "rate_limited") setPhase({ kind: "rate_limited", key: messageKey });
    else setPhase(kept ? { kind: "queued", key: messageKey } : { kind: "unsent" });
    return null;
  }, []);

  // A queued message sent later (on reconnection, by another tab or the service worker).
  const waitingKey = phase.kind === "queued" || phase.kind === "rate_limited" ? phase.key : null;
  useEffect(() => {
    if (!waitingKey) return;
    // This form says what becomes of it: no notice elsewhere on the page repeats it.
    const unfollow = followContact(waitingKey);
    const stop = store.sub(contactOutcomesAtom, () => {
      const outcome = store.get(contactOutcomesAtom)[waitingKey];
      if (outcome?.kind === "received" || outcome?.kind === "rejected") settle(outcome, waitingKey, true, true);
    });
    return () => {
      unfollow();
      stop();
    };
  }, [waitingKey, settle]);

  const send = async (body: ContactRequest): Promise<Record<string, string> | null> => {
    key.current ??= newIdempotencyKey();
    const record: QueuedContact = {
      v: 1,
      key: key.current,
      createdAt: Date.now(),
      body: { ...body, started_at: startedAt.current },
      attempts: 0,
      lastAttemptAt: null,
      outcome: null,
    };
    setServerErrors({});
    setPhase({ kind: "sending" });
    // Queued first, so that nothing is lost if the page dies while it is sent.
    const queued = await putQueuedContact(record).then(
      () => true,
      () => false,
    );
    if (queued && refusedKey.current) {
      void replaceRefusedContact(refusedKey.current);
      refusedKey.current = null;
    }
    const outcome = queued ? await sendContact(record.key) : interpretAnswer(await contactFetchTransport(record), Date.now());
    // Null: another tab or the service worker took it meanwhile; its outcome arrives through the queue's channel.
    return settle(outcome, record.key, queued, false);
  };

  const reset = () => {
    key.current = null;
    setRestored(null);
    startedAt.current = Date.now();
    setServerErrors({});
    setPhase({ kind: "form" });
  };

  /** The form's own checks found problems; said again on every try, the status reads differently each time (see Notices). */
  const markInvalid = () => setPhase((last) => ({ kind: "invalid", again: last.kind === "invalid" && !last.again }));

  return { phase, serverErrors, restored, send, reset, markInvalid };
}
