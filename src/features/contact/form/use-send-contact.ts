import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import { contactFormId, type ContactRequest } from "../../../contract/contact.js";
import { interpretAnswer } from "../../../lib/application-queue/answer.js";
import { useMountedAfterHydration } from "../../../lib/hydration.js";
import { forgetContactDraft } from "./draft.js";
import { newIdempotencyKey, type SendOutcome } from "../../../lib/application-queue/records.js";
import { contactFetchTransport } from "../../../lib/contact-queue/send.js";
import { putQueuedContact, removeQueuedContact } from "../../../lib/contact-queue/idb.js";
import type { QueuedContact } from "../../../lib/contact-queue/records.js";
import {
  contactOutcomesAtom,
  countRefusedContacts,
  followContact,
  refusedContactAskedAtom,
  reopenRefusedContact,
  replaceRefusedContact,
  sendContact,
  startContactQueue,
} from "../../../state/contact-messages.js";
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

/** A refused message brought back into the form: its key on the device, and what the visitor wrote. */
export interface Restored {
  key: string;
  body: ContactRequest;
}

const done = new Set<Phase["kind"]>(["sent", "queued", "rate_limited"]);

// The server does not know this key, or knows it for another message: the next send needs a new one.
const keyProblems = new Set(["idempotency_key_reused", "invalid_idempotency_key"]);

/**
 * Sending one message: written to the queue first (IndexedDB), then posted;
 * a message the server could not take yet stays queued and is followed until
 * it is sent, by this tab, another one or the service worker.
 *
 * Messages the server refused after their page was gone come back here one at
 * a time: as the form opens, when the visitor asks from a notice on this page,
 * and, once a message is sent or kept, the next one is offered (`refusedLeft`).
 * `typingRef`: whether the form holds something the visitor wrote since it opened.
 * `writtenBefore`: the form opens on a message the visitor already wrote (a refused post its page
 * answered), written over more than this page's time: its fill time is sent as long (0, the epoch).
 */
export function useSendContact(typingRef: RefObject<boolean>, writtenBefore = false) {
  const [phase, setPhase] = useState<Phase>({ kind: "form" });
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [restored, setRestored] = useState<Restored | null>(null);
  /** Asked for while the visitor was writing: offered, not put over their text. Counted, as the status says it again each time. */
  const [offered, setOffered] = useState(0);
  /** Refused messages still on the device besides the one shown, once this one is sent or kept. */
  const [refusedLeft, setRefusedLeft] = useState(0);
  const startedAt = useRef(0);
  const key = useRef<string | null>(null);
  /** The refused message brought back, still kept on the device until its correction is. */
  const refusedKey = useRef<string | null>(null);
  const mounted = useRef(false);
  /** Read as the form opens: the refused post it opened on is let go once sent, and nothing here starts again for that. */
  const writtenAtMount = useRef(writtenBefore);
  const openedInApp = useMountedAfterHydration();
  /** The form opened on a draft written earlier (its effect runs before this hook's own). */
  const draftAtMount = useRef(false);

  /** Shows the oldest refused message but the one shown (`except`), if there is one; answers its fields to correct, or null. */
  const bringBack = useCallback(async (except: string | null): Promise<Record<string, string> | null> => {
    const refused = await reopenRefusedContact(except);
    if (!mounted.current || refused?.outcome?.kind !== "rejected") return null;
    refusedKey.current = refused.key;
    key.current = null;
    const { fields } = refused.outcome;
    // On screen when this answers, for the focus to move to a field of it (never called while React renders).
    flushSync(() => {
      setOffered(0);
      setRefusedLeft(0);
      setRestored({ key: refused.key, body: refused.body });
      setServerErrors(fields);
      setPhase({ kind: "invalid", restored: true });
    });
    return fields;
  }, []);

  useEffect(() => {
    mounted.current = true;
    // The server's form was on screen, and could be written in, from the page's start: what was
    // typed before its code came counts (else a quick send after hydration would read as a bot's).
    startedAt.current = writtenAtMount.current || draftAtMount.current ? 0 : openedInApp ? Date.now() : Math.round(performance.timeOrigin);
    startContactQueue();
    // A message the server refused after its page was gone comes back here, with the fields to correct;
    // beside a refused post the page came back with, it is offered instead, never put over it.
    if (writtenAtMount.current) {
      void countRefusedContacts().then((count) => {
        if (mounted.current && count > 0) setOffered((times) => times + 1);
      });
    } else void bringBack(null);
    // Asked for again from a notice on this very page (following its link changes nothing else here).
    // What the visitor is writing is never replaced unasked: the message is offered beside it, to open
    // instead of it, or after it is sent. Otherwise it comes in at once: an empty form, one on a refused
    // message left as it came (that one stays on the device), or what this form said of its last message.
    const stop = store.sub(refusedContactAskedAtom, () => {
      // Where the link leads from another page: the form in view, the focus at the start of the page's content.
      document.getElementById("main")?.focus({ preventScroll: true });
      document.getElementById(contactFormId)?.scrollIntoView({ block: "start" });
      if (typingRef.current) setOffered((times) => times + 1);
      else void bringBack(refusedKey.current);
    });
    return () => {
      mounted.current = false;
      stop();
    };
  }, [bringBack, typingRef, openedInApp]);

  // Sent or kept: another refused message still on the device is offered next, so none is left behind unseen.
  const finished = done.has(phase.kind);
  useEffect(() => {
    if (!finished) return;
    let current = true;
    void countRefusedContacts().then((count) => {
      if (current) setRefusedLeft(count);
    });
    return () => {
      current = false;
    };
  }, [finished]);

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
      // Gone before the form counts what is left to offer.
      await replaceRefusedContact(refusedKey.current);
      refusedKey.current = null;
    }
    // In the queue it reaches the agency even if the page goes now: a draft left behind would send it twice.
    if (queued) forgetContactDraft(body);
    const outcome = queued ? await sendContact(record.key) : interpretAnswer(await contactFetchTransport(record), Date.now());
    if (!queued && outcome?.kind === "received") forgetContactDraft(body);
    // Null: another tab or the service worker took it meanwhile; its outcome arrives through the queue's channel.
    return settle(outcome, record.key, queued, false);
  };

  const reset = () => {
    key.current = null;
    setRestored(null);
    setOffered(0);
    setRefusedLeft(0);
    startedAt.current = Date.now();
    setServerErrors({});
    setPhase({ kind: "form" });
  };

  /** The form's own checks found problems; said again on every try, the status reads differently each time (see Notices). */
  const markInvalid = () => setPhase((last) => ({ kind: "invalid", again: last.kind === "invalid" && !last.again }));

  /** Shows the next refused message, in place of what the form shows. */
  const openRefused = () => bringBack(refusedKey.current);

  /** The form opened on a draft the visitor wrote earlier: its fill time is sent as long (0, the epoch). */
  const writtenEarlier = () => {
    draftAtMount.current = true;
    startedAt.current = 0;
  };

  return { phase, serverErrors, restored, offered, refusedLeft, send, reset, markInvalid, openRefused, writtenEarlier };
}
