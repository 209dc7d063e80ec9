import { useEffect } from "react";
import { useForm } from "react-final-form";
import type { FormErrors, FormValues } from "./form-values.js";
import { fieldOrder } from "./form-values.js";
import { fieldId } from "./fields/FieldShell.js";

const draftDelayMs = 400;

/**
 * Saves the fields to the draft as the visitor types (photos are saved by
 * their slots), shortly after the last change, and at once when the page is
 * hidden or left, so closing the tab loses nothing.
 */
export function DraftAutosave({ save }: { save: (values: FormValues) => void }) {
  const form = useForm<FormValues>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsaved: FormValues | undefined;
    let first = true;
    const flush = () => {
      clearTimeout(timer);
      if (unsaved) save(unsaved);
      unsaved = undefined;
    };
    const unsubscribe = form.subscribe(
      ({ values }) => {
        // The first call reports the values the form started from: they are saved already.
        if (first) {
          first = false;
          return;
        }
        unsaved = values;
        clearTimeout(timer);
        timer = setTimeout(flush, draftDelayMs);
      },
      { values: true },
    );
    const onHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", flush);
    return () => {
      flush();
      unsubscribe();
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", flush);
    };
  }, [form, save]);
  return null;
}

/** Brings a field's whole block (label, hint, errors) to the middle of the screen and focuses its control. */
export function focusField(control: HTMLElement): void {
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  (control.closest("[data-field]") ?? control).scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
  control.focus({ preventScroll: true });
}

/** A request to focus the first flagged field, with the server's codes at that moment. */
export interface FocusRequest {
  serverErrors: Readonly<Record<string, string>>;
}

/**
 * Scrolls to the first flagged field, in the order of the page, and focuses
 * it, for each new request (an invalid submit, a refusal by the server).
 */
export function FocusFirstInvalid({ request }: { request: FocusRequest | null }) {
  const form = useForm<FormValues>();
  useEffect(() => {
    if (!request) return;
    const errors: FormErrors = { ...request.serverErrors, ...form.getState().errors };
    const first = fieldOrder.find((name) => errors[name] !== undefined);
    const control = first ? document.getElementById(fieldId(first)) : null;
    if (!control) return;
    // Just after a refusal the form may still be hidden behind the sending view, or locked
    // while the queue is re-read, for a frame or two: a hidden or disabled field takes no focus.
    let frame = 0;
    let tries = 0;
    const focus = () => {
      if ((control.closest("[hidden]") || control.matches(":disabled")) && ++tries < 60) {
        frame = requestAnimationFrame(focus);
        return;
      }
      focusField(control);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [request, form]);
  return null;
}
