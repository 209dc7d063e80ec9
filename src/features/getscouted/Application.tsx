import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { applicationReference } from "../../contract/application.js";
import { interpretAnswer } from "../../lib/application-queue/answer.js";
import { putQueued, removeQueued } from "../../lib/application-queue/idb.js";
import { newIdempotencyKey, type QueuedApplication, type SendOutcome } from "../../lib/application-queue/records.js";
import { xhrTransport } from "../../lib/xhr-upload.js";
import {
  lastOutcomeAtom,
  queueAtom,
  receivedKeysAtom,
  refreshQueue,
  requestPersistentStorage,
  sendQueued,
  startApplicationQueue,
} from "../../state/applications.js";
import { store, useAtomValue } from "../../state/store.js";
import { ApplicationForm, type FormAlert } from "./ApplicationForm.js";
import type { FocusRequest } from "./FormEffects.js";
import { ServerErrorsContext, type ServerErrors } from "./fields/server-errors.js";
import { readyPhotos, toWireValues, type FormValues } from "./form-values.js";
import { newSession, openSession, saveDraft, type Rejection, type Session } from "./session.js";
import { QueuePanel } from "./views/QueuePanel.js";
import { SendingView } from "./views/SendingView.js";
import { SuccessView } from "./views/SuccessView.js";
import { FormPlaceholder } from "./FormPlaceholder.js";

// The server does not know this key, or knows it for another application: the next submit needs a new one.
const keyProblems = new Set(["idempotency_key_reused", "invalid_idempotency_key"]);

/**
 * The application's life on this page: the draft restored, the form, the
 * sending view with the upload's progress, the success view, and what happened
 * when the server could not take it (queued, refused, rate limited).
 */
export function Application() {
  const [session, setSession] = useState<Session | null>(null);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const queue = useAtomValue(queueAtom);
  const received = useAtomValue(receivedKeysAtom);
  const outcomes = useAtomValue(lastOutcomeAtom);
  const queueHeading = useRef<HTMLHeadingElement>(null);
  const handled = useRef<SendOutcome | null>(null);
  const key = session?.key;

  /** The server refused the application: back to the form, everything kept, the fields it named flagged. */
  const applyRejection = useCallback((rejection: Rejection, rejectedKey: string) => {
    void removeQueued(rejectedKey).then(refreshQueue, () => undefined);
    const fields = rejection.fields;
    setServerErrors(fields);
    setAlert(Object.keys(fields).length > 0 ? "invalid" : "failed");
    setFocusRequest({ serverErrors: fields });
    if (keyProblems.has(rejection.error)) setSession((current) => (current ? { ...current, key: newIdempotencyKey() } : current));
  }, []);

  useEffect(() => {
    startApplicationQueue();
    let cancelled = false;
    void Promise.all([openSession(), refreshQueue()]).then(([opened]) => {
      if (cancelled) return;
      // A transition: React renders the long form in short slices, so the page stays responsive meanwhile.
      startTransition(() => setSession(opened));
      if (opened.rejected) applyRejection(opened.rejected, opened.key);
    });
    return () => {
      cancelled = true;
    };
  }, [applyRejection]);

  // A refusal that arrives in the background (a retry on reconnection) is shown too.
  useEffect(() => {
    if (!key) return;
    return store.sub(lastOutcomeAtom, () => {
      const outcome = store.get(lastOutcomeAtom)[key];
      if (outcome?.kind !== "rejected" || handled.current === outcome) return;
      handled.current = outcome;
      applyRejection(outcome, key);
    });
  }, [key, applyRejection]);

  const serverContext: ServerErrors = {
    errors: serverErrors,
    clear: (field) => {
      if (field in serverErrors) setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field)));
    },
  };

  const saveValues = useCallback(
    (values: FormValues) => {
      // Never bring back the draft of an application the server already has.
      if (!session || store.get(receivedKeysAtom).has(session.key)) return;
      void saveDraft(session, values).catch(() => undefined);
    },
    [session],
  );

  if (!session) {
    return <FormPlaceholder />;
  }

  const submit = async (values: FormValues) => {
    setAlert(null);
    setServerErrors({});
    setSending(0);
    const record: QueuedApplication = {
      v: 1,
      key: session.key,
      createdAt: Date.now(),
      startedAt: session.startedAt,
      values: toWireValues(values),
      photos: readyPhotos(values),
      attempts: 0,
      lastAttemptAt: null,
      outcome: null,
    };
    let outcome: SendOutcome | null;
    // Queued first, so that nothing is lost if the page dies during the upload.
    const queued = await putQueued(record).then(
      () => true,
      () => false,
    );
    if (queued) {
      requestPersistentStorage();
      await refreshQueue();
      outcome = await sendQueued(record.key, setSending);
    } else {
      outcome = interpretAnswer(await xhrTransport(setSending)(record), Date.now());
      const sent = outcome;
      if (sent.kind === "received") {
        // The receipt carries the reference the success view shows.
        store.set(lastOutcomeAtom, (all) => ({ ...all, [record.key]: sent }));
        store.set(receivedKeysAtom, (keys) => new Set([...keys, record.key]));
      }
    }
    setSending(null);
    if (!outcome || outcome.kind === "received") return;
    if (outcome.kind === "rejected") {
      handled.current = outcome;
      applyRejection(outcome, record.key);
    } else if (!queued) {
      setAlert("unsent");
    } else {
      queueHeading.current?.scrollIntoView({ block: "start" });
      queueHeading.current?.focus({ preventScroll: true });
    }
  };

  const own = queue.find((item) => item.key === session.key);
  if (received.has(session.key)) {
    const receipt = outcomes[session.key];
    return (
      <>
        {queue.length > 0 && <QueuePanel items={queue} headingRef={queueHeading} />}
        <SuccessView
          reference={receipt?.kind === "received" ? applicationReference(receipt.id) : null}
          onAnother={() => {
            setAlert(null);
            setServerErrors({});
            setSession(newSession());
          }}
        />
      </>
    );
  }
  const progress = sending ?? own?.progress ?? null;
  return (
    <>
      {queue.length > 0 && <QueuePanel items={queue} headingRef={queueHeading} />}
      {progress !== null && <SendingView fraction={progress} />}
      <div hidden={progress !== null}>
        <ServerErrorsContext value={serverContext}>
          <ApplicationForm
            key={session.startedAt}
            initialValues={session.values}
            locked={own !== undefined && own.outcome?.kind !== "rejected"}
            alert={alert}
            focusRequest={focusRequest}
            onInvalid={() => {
              setAlert("invalid");
              setFocusRequest({ serverErrors });
            }}
            onSubmit={submit}
            onSaveDraft={saveValues}
          />
        </ServerErrorsContext>
      </div>
    </>
  );
}
