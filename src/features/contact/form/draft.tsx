import { useEffect, useRef } from "react";
import { useForm } from "react-final-form";

/** The fields a draft keeps: what the visitor writes (not the hidden honeypot). */
const draftFields = ["name", "email", "phone", "subject", "message"] as const;
type Draft = Partial<Record<(typeof draftFields)[number], string>>;

const draftKey = "passarela:contact-draft";

function readDraft(): Draft {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(draftKey) ?? "null");
    const record = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
    const draft: Draft = {};
    for (const name of draftFields) {
      const text = record[name];
      if (typeof text === "string" && text.trim()) draft[name] = text;
    }
    return draft;
  } catch {
    return {}; // Unreadable, or storage refused (some privacy modes): no draft.
  }
}

function writeDraft(values: Record<string, unknown>): void {
  const draft: Draft = {};
  for (const name of draftFields) if (typeof values[name] === "string") draft[name] = values[name];
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the message lasts as long as the page.
  }
}

/**
 * A message was handed on (in the device's queue, or received): the draft goes
 * if it holds that message (the same e-mail and text), whether the form showed
 * it from the draft or from the server's answer to a post of it. A refused
 * message brought back from the device and sent leaves the draft of another.
 */
export function forgetContactDraft(sent: { email: string; message: string }): void {
  const draft = readDraft();
  if (draft.email !== sent.email || draft.message !== sent.message) return;
  try {
    sessionStorage.removeItem(draftKey);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/**
 * Keeps the message being written for the rest of this tab's visit, so Back, a
 * reload or a look at another page finds it again. Only empty fields are filled
 * from it: the subject a booking link chose, and what was typed before the
 * form's code came, stay. `onRestored`: some of it came back, written earlier.
 * `phase`: the send's; the draft, let go as the message was handed on, is kept
 * again when the message comes back to the form (refused, or not sent).
 */
export function KeepDraft({ onRestored, phase }: { onRestored: () => void; phase: string }) {
  const form = useForm<Record<string, unknown>>();
  const restored = useRef(onRestored);
  useEffect(() => {
    const draft = readDraft();
    const values = form.getState().values;
    const empty = draftFields.filter((name) => draft[name] !== undefined && !values[name]);
    if (empty.length > 0) {
      form.batch(() => {
        for (const name of empty) form.change(name, draft[name]);
      });
      restored.current();
    }
    return form.subscribe(({ values }) => writeDraft(values), { values: true });
  }, [form]);
  useEffect(() => {
    if (phase === "invalid" || phase === "unsent") writeDraft(form.getState().values);
  }, [form, phase]);
  return null;
}
