import { useLingui } from "@lingui/react/macro";
import { useField } from "react-final-form";
import { measureOptions, type MeasureField } from "../../../contract/application.js";
import { SelectInput, type SelectOption } from "./SelectInput.js";

// The lists are fixed: built once, as the selects' string values, on the form's first render
// rather than when its code is evaluated. A render is drawn in slices a tap can cut into;
// evaluating the code is one task, and 900 options made it a long one on a slow phone.
const lists: Partial<Record<MeasureField, SelectOption[]>> = {};
const listOf = (field: MeasureField): SelectOption[] =>
  (lists[field] ??= measureOptions[field]().map((o) => ({ value: String(o.value), label: o.label })));

/** Height, jeans, bust (chest for men), waist, hips and shoes, over the local ranges. */
export function MeasureFields() {
  const { t } = useLingui();
  const gender = useField<string | undefined>("gender", { subscription: { value: true } }).input.value;
  const labels: Record<MeasureField, string> = {
    height: t`Altura`,
    jeans: t`Manequim (jeans)`,
    bust: gender === "man" ? t`Tórax` : t`Busto`,
    waist: t`Cintura`,
    hips: t`Quadril`,
    shoes: t`Calçado`,
  };
  return (
    <>
      {(["height", "jeans", "bust", "waist", "hips", "shoes"] as const).map((field) => (
        <SelectInput key={field} name={field} label={labels[field]} options={listOf(field)} placeholder={t`Selecione`} />
      ))}
    </>
  );
}
