import { useLingui } from "@lingui/react/macro";
import { colourName } from "../../../contract/colour-names.js";
import { compareNames } from "../../../lib/compare-names.js";
import { localeAtom, useAtomValue } from "../../../state/store.js";
import { useField, useForm } from "react-final-form";
import { citiesLoadable, optionsLoadable } from "../api/options.js";
import { LoadProblem } from "./LoadProblem.js";
import { SelectInput } from "./SelectInput.js";

const toOptions = (list: readonly { id: number; value: string }[]) => list.map((item) => ({ value: String(item.id), label: item.value }));

/** The city select: reloaded for each state, disabled until it has options. */
function CitySelect({ stateId }: { stateId: number | null }) {
  const { t } = useLingui();
  const cities = useAtomValue(citiesLoadable(stateId));
  const options = stateId !== null && cities.state === "hasData" ? toOptions(cities.data.cities) : [];
  const placeholder =
    stateId === null ? t`Escolha primeiro o estado` : cities.state === "loading" ? t`Carregando cidades…` : t`Selecione a cidade`;
  return (
    <SelectInput
      name="city"
      label={t`Cidade`}
      autoComplete="address-level2"
      options={options}
      placeholder={placeholder}
      disabled={options.length === 0}
      emptyCode={stateId === null ? "state_first" : undefined}
      hint={stateId !== null && cities.state === "hasError" ? <LoadProblem error={cities.error} /> : undefined}
    />
  );
}

/** State and city, from the platform's lists. Changing the state empties the city. */
export function PlaceFields() {
  const { t } = useLingui();
  const form = useForm();
  const options = useAtomValue(optionsLoadable);
  const state = useField<string | undefined>("state", { subscription: { value: true } });
  const stateId = state.input.value && /^\d+$/.test(state.input.value) ? Number(state.input.value) : null;
  return (
    <>
      <SelectInput
        name="state"
        label={t`Estado`}
        autoComplete="address-level1"
        options={options.state === "hasData" ? toOptions(options.data.states) : []}
        placeholder={options.state === "loading" ? t`Carregando…` : t`Selecione o estado`}
        disabled={options.state !== "hasData"}
        hint={options.state === "hasError" ? <LoadProblem error={options.error} /> : undefined}
        onPicked={() => form.change("city", undefined)}
      />
      <CitySelect stateId={stateId} />
    </>
  );
}

/** Hair or eyes, from the platform's lists, named and sorted in the visitor's language. */
export function ServerOptionSelect({ name, label }: { name: "hair" | "eyes"; label: string }) {
  const { t, i18n } = useLingui();
  const options = useAtomValue(optionsLoadable);
  const byName = compareNames(useAtomValue(localeAtom));
  const colours =
    options.state === "hasData"
      ? options.data[name]
          .map((item) => ({ value: String(item.id), label: colourName(i18n, item.value) }))
          // Not localeCompare: its first use loads ICU's collation data, a long task while the form is drawn.
          .sort((a, b) => byName(a.label, b.label))
      : [];
  return (
    <SelectInput
      name={name}
      label={label}
      options={colours}
      placeholder={options.state === "loading" ? t`Carregando…` : t`Selecione`}
      disabled={options.state !== "hasData"}
      hint={options.state === "hasError" ? <LoadProblem error={options.error} /> : undefined}
    />
  );
}

