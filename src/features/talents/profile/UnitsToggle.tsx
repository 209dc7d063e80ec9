import { useLingui } from "@lingui/react/macro";
import { useSetAtom } from "../../../state/store.js";
import { units as allUnits, type Units } from "./measures.js";
import styles from "./Profile.module.css";
import { unitsAtom, useUnits } from "./units.js";

/** cm ⇄ ft/in. The choice is remembered for the next profiles and visits. */
export function UnitsToggle() {
  const { t } = useLingui();
  const units = useUnits();
  const setUnits = useSetAtom(unitsAtom);
  const names: Record<Units, string> = { metric: t`cm`, imperial: t`ft/in` };
  return (
    <div className={styles.units} role="group" aria-label={t`Unidades de medida`} data-needs-js>
      {allUnits.map((unit) => (
        <button key={unit} type="button" className={styles.unit} aria-pressed={units === unit} onClick={() => setUnits(unit)}>
          {names[unit]}
        </button>
      ))}
    </div>
  );
}
