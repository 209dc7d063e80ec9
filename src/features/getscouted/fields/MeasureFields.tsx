import { useLingui } from "@lingui/react/macro";
import { useField } from "react-final-form";
import { measureOptions, type MeasureField } from "../../../contract/application.js";
import { SelectInput, type SelectOption } from "./SelectInput.js";

// The lists are fixed: built once, as the selects' string values.
const lists = Object.fromEntries(
  Object.entries(measureOptions).map(([field, make]) => [field, make().map((o) => ({ value: String(o.value), label: o.label }))]),
) as Record<MeasureField, SelectOption[]>;

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
        <SelectInput key={field} name={field} label={labels[field]} options={lists[field]} placeholder={t`Selecione`} />
      ))}
    </>
  );
}
