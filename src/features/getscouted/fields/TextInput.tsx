import { useState, type HTMLAttributes, type ReactNode } from "react";
import { useField } from "react-final-form";
import forms from "../../../components/forms.module.css";
import type { ApplicationField } from "../../../contract/application.js";
import { FieldShell } from "./FieldShell.js";
import { shownCode, useServerErrors } from "./server-errors.js";
import styles from "./Field.module.css";

interface TextInputProps {
  name: Exclude<ApplicationField, "email">;
  label: string;
  hint?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  type?: "text" | "tel";
  maxLength?: number;
  /** Reformats what is typed or pasted (the phone and date masks). */
  mask?: (value: string) => string;
  /** Written into the empty field when the visitor enters it (the phone's `+55 `), and taken out if nothing follows. */
  prefix?: string;
  wide?: boolean;
}

const subscription = { value: true, error: true, touched: true, submitFailed: true };

export function TextInput({ name, label, hint, placeholder, autoComplete, inputMode, type = "text", maxLength, mask, prefix, wide }: TextInputProps) {
  const server = useServerErrors();
  const { input, meta } = useField<string | undefined>(name, { subscription });
  // Changed by the visitor: the phone's prefix, which the field writes in and takes out itself, does not count.
  const [typed, setTyped] = useState(false);
  const code = shownCode(name, { ...meta, modified: typed }, server);
  return (
    <FieldShell name={name} label={label} code={code} hint={hint} wide={wide}>
      {(control) => (
        <input
          {...control}
          className={`${forms.input} ${styles.control}`}
          name={name}
          type={type}
          value={input.value ?? ""}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          onChange={(event) => {
            server.clear(name);
            setTyped(true);
            const value = mask ? mask(event.target.value) : event.target.value;
            input.onChange(value === "" ? undefined : value);
          }}
          onBlur={() => {
            if (prefix && (input.value ?? "").trim() === prefix.trim()) input.onChange(undefined);
            input.onBlur();
          }}
          onFocus={() => {
            if (prefix && !input.value) input.onChange(prefix);
            input.onFocus();
          }}
        />
      )}
    </FieldShell>
  );
}
