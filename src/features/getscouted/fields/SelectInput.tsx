import type { ReactNode } from "react";
import { useField } from "react-final-form";
import forms from "../../../components/forms.module.css";
import type { ApplicationField } from "../../../contract/application.js";
import { FieldShell } from "./FieldShell.js";
import { shownCode, useServerErrors } from "./server-errors.js";
import styles from "./Field.module.css";
import { useFullOptions } from "./useFullOptions.js";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectInputProps {
  name: Exclude<ApplicationField, "email">;
  label: string;
  options: readonly SelectOption[];
  placeholder: string;
  disabled?: boolean;
  hint?: ReactNode;
  /** The browser's autofill hint (`sex`, `address-level1`…). */
  autoComplete?: string;
  /** Called after the visitor picks a value (the state clears the city). */
  onPicked?: (value: string | undefined) => void;
  /** What an empty choice is told instead of "choose an option", when another field must be chosen first (the city's state). */
  emptyCode?: string;
}

const subscription = { value: true, error: true, touched: true, modified: true, submitFailed: true };

export function SelectInput({ name, label, options, placeholder, disabled, hint, autoComplete = "off", onPicked, emptyCode }: SelectInputProps) {
  const server = useServerErrors();
  const { input, meta } = useField<string | undefined>(name, { subscription });
  const shown = shownCode(name, meta, server);
  const code = shown === "required" && emptyCode ? emptyCode : shown;
  // Only a list the browser may autofill needs all its options before the visitor opens it.
  const [drawn, showAll] = useFullOptions(options.length, autoComplete !== "off");
  // The chosen option is drawn from the start, wherever it falls in the list.
  const listed = drawn >= options.length ? options : options.filter((option, index) => index < drawn || option.value === input.value);
  return (
    <FieldShell name={name} label={label} code={code} hint={hint}>
      {(control) => (
        <select
          {...control}
          className={`${forms.input} ${styles.control}`}
          name={name}
          value={input.value ?? ""}
          autoComplete={autoComplete}
          disabled={disabled}
          onChange={(event) => {
            server.clear(name);
            const value = event.target.value === "" ? undefined : event.target.value;
            input.onChange(value);
            onPicked?.(value);
          }}
          onBlur={() => input.onBlur()}
          onFocus={() => {
            showAll();
            input.onFocus();
          }}
          onPointerDown={showAll}
        >
          <option value="">{placeholder}</option>
          {listed.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
