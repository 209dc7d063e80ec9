import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { PdfDownload } from "../../components/PdfDownload.js";
import { maxSelectionTalents, missingTalentsHeader, selectionPdfPath } from "../../contract/pdf.js";
import { selectionPdfNames } from "../../contract/selection-pdf-names.js";
import { localeAtom, useAtomValue } from "../../state/store.js";
import styles from "./SelectionPage.module.css";

/** The whole selection as one PDF, one composite page per talent: what bookers send to clients. */
export function SelectionPdf({ ids }: { ids: readonly number[] }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [missing, setMissing] = useState(0);
  const printed = ids.slice(0, maxSelectionTalents);
  return (
    <div className={styles.pdf} data-needs-js>
      <PdfDownload
        label={t`Baixar a seleção em PDF`}
        request={() => ({
          url: selectionPdfPath,
          init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ids: printed, locale }) },
          fileName: selectionPdfNames[locale].fileName,
        })}
        onDone={({ headers }) => setMissing((headers.get(missingTalentsHeader) ?? "").split(",").filter(Boolean).length)}
      />
      {ids.length > maxSelectionTalents && <p className={styles.note}>{t`O PDF traz os primeiros ${maxSelectionTalents} modelos.`}</p>}
      {missing > 0 && (
        <p className={styles.note} role="status">
          {t`${plural(missing, { one: "# modelo não está mais disponível e ficou fora do PDF.", other: "# modelos não estão mais disponíveis e ficaram fora do PDF." })}`}
        </p>
      )}
    </div>
  );
}
