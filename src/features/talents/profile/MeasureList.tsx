import { useLingui } from "@lingui/react/macro";
import { colourName } from "../../../contract/colour-names.js";
import type { Gender, Measures } from "../../../contract/site-api.js";
import { measureRows, type MeasureLabel, type Units } from "./measures.js";
import styles from "./Profile.module.css";

interface MeasureListProps {
  measures: Measures;
  gender: Gender;
  units: Units;
  label: string;
}

/** The measures as a description list, in the visitor's units. */
export function MeasureList({ measures, gender, units, label }: MeasureListProps) {
  const { t, i18n } = useLingui();
  const labels: Record<MeasureLabel, string> = {
    height: t`Altura`,
    bust: t`Busto`,
    chest: t`Tórax`,
    waist: t`Cintura`,
    hips: t`Quadril`,
    shoes: t`Sapatos`,
    hair: t`Cabelo`,
    eyes: t`Olhos`,
  };
  const rows = measureRows(measures, gender, units);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.measures} aria-label={label}>
      {rows.map((row) => (
        <div key={row.key} className={styles.measure} data-measure={row.label}>
          <dt>{labels[row.label]}</dt>
          <dd>{row.key === "hair" || row.key === "eyes" ? colourName(i18n, row.value) : row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
