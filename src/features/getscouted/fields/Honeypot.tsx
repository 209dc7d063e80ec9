import { useField } from "react-final-form";
import forms from "../../../components/forms.module.css";
import { honeypotField } from "../../../contract/application.js";

/**
 * A field people never see or reach, which form-filling bots fill in. The
 * server stores such an application as spam, answering as usual. Not translated:
 * no visitor ever reads it.
 */
export function Honeypot() {
  const { input } = useField<string | undefined>(honeypotField, { subscription: { value: true } });
  return (
    <div className={forms.honeypot} aria-hidden="true">
      <label htmlFor="field-website">Website</label>
      <input
        id="field-website"
        name={honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={input.value ?? ""}
        onChange={(event) => input.onChange(event.target.value)}
      />
    </div>
  );
}
