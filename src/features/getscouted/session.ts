import { newIdempotencyKey, type WireValues } from "../../lib/application-queue/records.js";
import { openDraft, saveDraft, startDraft, type Rejection } from "../../state/applications/index.js";
import { fromDraft, toDraftValues, type FormValues } from "./form-values.js";

/**
 * One application being filled in, as the form holds it: its key (made once,
 * kept through every retry), when the visitor first opened the form, and the
 * values to start from. The draft itself is kept by state/applications.
 */
export interface Session {
  key: string;
  startedAt: number;
  values: FormValues;
  /** The server refused the queued copy while the visitor was away: show why. */
  rejected: Rejection | null;
}

/** A new application: a new key, and now as the time the form was opened. */
export function newSession(): Session {
  const values: FormValues = { email: [] };
  return { ...startDraft(toDraftValues(values)), values, rejected: null };
}

/** A queued application's values, as sent, turned back into what the visitor entered (birthdate dd/MM/yyyy). */
const asInput = (sent: WireValues): WireValues => toDraftValues(fromDraft(sent, {}));

/** The draft saved in this browser, or a refused application taken back into the form, or a new one. */
export async function openSession(): Promise<Session> {
  const opened = await openDraft(asInput);
  if (!opened) return newSession();
  return { key: opened.key, startedAt: opened.startedAt, values: fromDraft(opened.values, opened.photos), rejected: opened.rejected };
}

export function saveSession(session: Session, values: FormValues): void {
  saveDraft(session, toDraftValues(values));
}

/** The same application under a new key: the server does not know the old one, or knows it for another application. */
export const withNewKey = (session: Session): Session => ({ ...session, key: newIdempotencyKey() });
