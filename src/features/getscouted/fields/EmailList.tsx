import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type KeyboardEvent } from "react";
import { useField } from "react-final-form";
import forms from "../../../components/forms.module.css";
import { addEmail, emailKey, isEmail, maxEmails } from "../../../contract/application.js";
import { emailInputField } from "../form-values.js";
import { FieldShell } from "./FieldShell.js";
import { shownCode, useServerErrors } from "./server-errors.js";
import styles from "./Field.module.css";

const listSubscription = { value: true, error: true, touched: true, modified: true, submitFailed: true };
// Keys that add the typed address; mobile keyboards often send none, so a typed separator counts too.
const separatorKeys = new Set(["Enter", "Tab", ",", " "]);

/**
 * The e-mails as a list of chips: Enter, Tab, comma or space adds a valid,
 * new address and clears the input. The field is flagged only when the list is empty.
 */
export function EmailList() {
  const { t } = useLingui();
  const server = useServerErrors();
  const list = useField<string[] | undefined>("email", { subscription: listSubscription });
  const typed = useField<string | undefined>(emailInputField, { subscription: { value: true } });
  // Each note said is a new one: `nth` counts them (see the status below).
  const [note, setNote] = useState({ text: "", nth: 0, code: "" });
  /** `code`: the field error that would say the same (the note is then only heard). */
  const say = (text: string, code: string) => setNote((said) => ({ text, nth: said.nth + 1, code }));
  const hush = () => setNote((said) => (said.text === "" ? said : { text: "", nth: said.nth, code: "" }));
  const input = useRef<HTMLInputElement>(null);
  const emails = list.input.value ?? [];
  const code = shownCode("email", list.meta, server);

  /** Adds `text` if it is a valid new address; says why not otherwise. Answers whether it was added. */
  const add = (text: string): boolean => {
    const email = text.trim();
    if (email === "") return false;
    const next = addEmail(emails, email, maxEmails);
    if (next.length > emails.length) {
      server.clear("email");
      list.input.onChange(next);
      typed.input.onChange(undefined);
      hush();
      return true;
    }
    if (!isEmail(email)) say(t`“${email}” não é um e-mail válido.`, "invalid_email");
    else if (emails.some((e) => emailKey(e) === emailKey(email))) say(t`Este e-mail já está na lista.`, "duplicate_email");
    else say(t`Informe no máximo 5 e-mails.`, "too_many_emails");
    return false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    if (event.key === "Backspace" && text === "" && emails.length > 0) {
      list.input.onChange(emails.slice(0, -1));
      return;
    }
    if (!separatorKeys.has(event.key) || text.trim() === "") return;
    add(text);
    // Tab always moves on; Enter, comma and space stay in the input, to type the next address or fix this one.
    if (event.key !== "Tab") event.preventDefault();
  };

  /** Removes a chip; its button goes with it, so the focus moves to the next chip's, else the previous one's, else the input. */
  const remove = (email: string, button: HTMLButtonElement) => {
    const item = button.closest("li");
    const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector("button");
    list.input.onChange(emails.filter((e) => e !== email));
    (neighbour ?? input.current)?.focus();
  };

  return (
    <FieldShell
      name="email"
      label={t`E-mail`}
      code={code}
      wide
      hint={
        <>
          <Trans>Para mais de um e-mail, tecle Enter, vírgula ou espaço depois de cada um.</Trans>
          {/* Always there, so that screen readers announce the note when it appears; the hint describes the input.
              The same note said again (the same wrong address entered twice) must change the region, or nothing
              is announced: every other one ends with a no-break space, invisible and not read. One change in one
              render, unlike emptying the region and filling it a frame later, which a screen reader may merge
              into no change at all, and which a keystroke in between can leave empty. */}
          {/* Beside the field's own error saying the same, it is only heard: seen, the two would say it twice. */}
          <span role="status" className={code && code === note.code ? "visually-hidden" : styles.note}>
            {note.text && ` ${note.text}${note.nth % 2 === 0 ? "\u00a0" : ""}`}
          </span>
        </>
      }
    >
      {(control) => (
        <div className={styles.chips}>
          {emails.length > 0 && (
            <ul className={styles.chipList} aria-label={t`E-mails adicionados`}>
              {emails.map((email) => (
                <li key={email} className={styles.chip}>
                  <span>{email}</span>
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={t`Remover ${email}`}
                    onClick={(event) => remove(email, event.currentTarget)}
                  >
                    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
                      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" />
                    </svg>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            {...control}
            ref={input}
            aria-invalid={Boolean(code)}
            className={`${forms.input} ${styles.control}`}
            type="email"
            name={emailInputField}
            inputMode="email"
            autoComplete="email"
            placeholder={t`Email(s) de contato`}
            value={typed.input.value ?? ""}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              const value = event.target.value;
              // A separator typed on a keyboard that sends no key name; an address it does not add keeps its note.
              if (/[,\s]$/.test(value) && value.trim() !== "") {
                if (add(value.slice(0, -1))) return;
              } else hush();
              typed.input.onChange(value === "" ? undefined : value);
            }}
            onBlur={() => list.input.onBlur()}
            onFocus={() => list.input.onFocus()}
          />
        </div>
      )}
    </FieldShell>
  );
}
