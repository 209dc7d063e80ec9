import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { applicationReference } from "../../contract/application.js";
import {
  discardQueued,
  followApplications,
  lastOutcomeAtom,
  queueAtom,
  receivedKeysAtom,
  startApplicationQueue,
  submitApplication,
  watchOutcome,
  type Rejection,
} from "../../state/applications/index.js";
import { useAtomValue } from "../../state/store.js";
import { ApplicationForm, type FormAlert } from "./ApplicationForm.js";
import { focusField, type FocusRequest } from "./FormEffects.js";
import { fieldId } from "./fields/FieldShell.js";
import { ServerErrorsContext, type ServerErrors } from "./fields/server-errors.js";
import { readyPhotos, toWireValues, type FormValues } from "./form-values.js";
import { newSession, openSession, saveSession, withNewKey, type Session } from "./session.js";
import { QueueAnnouncer } from "./views/QueueAnnouncer.js";
import { QueuePanel, queueSendId } from "./views/QueuePanel.js";
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
  const handled = useRef<Rejection | null>(null);
  // Set by "Send another application": its button goes with the success view.
  const focusNewForm = useRef(false);
  const key = session?.key;

  /** The server refused the application: back to the form, everything kept, the fields it named flagged. */
  const applyRejection = useCallback((rejection: Rejection, rejectedKey: string) => {
    discardQueued(rejectedKey);
    const fields = rejection.fields;
    setServerErrors(fields);
    setAlert(Object.keys(fields).length > 0 ? "invalid" : "failed");
    setFocusRequest({ serverErrors: fields });
    if (keyProblems.has(rejection.error)) setSession((current) => (current ? withNewKey(current) : current));
  }, []);

  // This page says itself what becomes of every application: no notice repeats it.
  useEffect(followApplications, []);

  useEffect(() => {
    startApplicationQueue();
    let cancelled = false;
    void openSession().then((opened) => {
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
    return watchOutcome(key, (outcome) => {
      if (outcome.kind !== "rejected" || handled.current === outcome) return;
      handled.current = outcome;
      applyRejection(outcome, key);
    });
  }, [key, applyRejection]);

  // The focus starts the new form at its first field, read with the form's name and its first section.
  useEffect(() => {
    if (!focusNewForm.current) return;
    focusNewForm.current = false;
    const first = document.getElementById(fieldId("name"));
    if (first) focusField(first);
  }, [session]);

  const serverContext: ServerErrors = {
    errors: serverErrors,
    clear: (field) => {
      if (field in serverErrors) setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field)));
    },
  };

  const saveValues = useCallback(
    (values: FormValues) => {
      if (session) saveSession(session, values);
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
    const { outcome, queued } = await submitApplication(
      { key: session.key, startedAt: session.startedAt, values: toWireValues(values), photos: readyPhotos(values) },
      setSending,
    );
    // At once: the panel lists this application again only once the sending view is gone, and its heading takes the focus below.
    flushSync(() => setSending(null));
    if (outcome.kind === "received") return;
    if (outcome.kind === "rejected") {
      handled.current = outcome;
      applyRejection(outcome, session.key);
    } else if (!queued) {
      setAlert("unsent");
    } else {
      queueHeading.current?.scrollIntoView({ block: "start" });
      queueHeading.current?.focus({ preventScroll: true });
    }
  };

  const own = queue.find((item) => item.key === session.key);
  // First in either view, so that it stays the same live region from the upload to the success view.
  const announcer = <QueueAnnouncer queue={queue} own={session.key} outcomes={outcomes} />;
  if (received.has(session.key)) {
    const receipt = outcomes[session.key];
    return (
      <>
        {announcer}
        {queue.length > 0 && <QueuePanel items={queue} headingRef={queueHeading} />}
        <SuccessView
          reference={receipt?.kind === "received" ? applicationReference(receipt.id) : null}
          onAnother={() => {
            setAlert(null);
            setServerErrors({});
            // An earlier invalid submit's request must not flag the new, empty form.
            setFocusRequest(null);
            focusNewForm.current = true;
            setSession(newSession());
          }}
        />
      </>
    );
  }
  const progress = sending ?? own?.progress ?? null;
  // While the sending view shows this form's application, the panel leaves it out: the page says one thing of it.
  const listed = progress === null ? queue : queue.filter((item) => item.key !== session.key);
  return (
    <>
      {announcer}
      {listed.length > 0 && <QueuePanel items={listed} headingRef={queueHeading} />}
      {progress !== null && <SendingView fraction={progress} returnTo={sending === null && own ? queueSendId(own.key) : undefined} />}
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
