import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useField } from "react-final-form";
import { photoAccept, photoTypes, type PhotoSlot as Slot } from "../../../contract/application.js";
import type { StoredPhoto } from "../../../lib/application-queue/records.js";
import { formatNumber } from "../../../lib/format.js";
import type { Locale } from "../../../lib/routes.js";
import { saveDraftPhoto } from "../../../state/applications/index.js";
import { localeAtom, useAtomValue } from "../../../state/store.js";
import type { PhotoValue } from "../form-values.js";
import { useErrorText } from "../messages.js";
import { compressPhoto } from "../photos/compress.js";
import { fieldId, RequiredMark } from "./FieldShell.js";
import { shownCode, useServerErrors } from "./server-errors.js";
import styles from "./Photos.module.css";

const subscription = { value: true, error: true, touched: true, modified: true, submitFailed: true };
const acceptedName = /\.(jpe?g|png|gif|webp)$/i;

/** The chosen photo, drawn from its compressed bytes; the object URL lives as long as the photo shown. */
function usePreview(photo: StoredPhoto | undefined) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (!element || !photo) return;
    const url = URL.createObjectURL(new Blob([photo.bytes], { type: photo.type }));
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  return image;
}

/** The final size of a prepared photo. */
function ReadyLine({ photo, locale }: { photo: StoredPhoto; locale: Locale }) {
  const kb = formatNumber(Math.max(1, Math.round(photo.size / 1024)), locale);
  const { width, height } = photo;
  return (
    <Trans>
      Pronta: {kb} KB · {width} × {height} px
    </Trans>
  );
}

interface PhotoSlotProps {
  slot: Slot;
  title: string;
  /** Whether the visitor may change the photo (not while the application waits in the queue). */
  editable: boolean;
}

/**
 * One photo: a placeholder until a photo is chosen, then its preview. The
 * photo is compressed in a worker, kept in the draft, and its final size shown.
 */
export function PhotoSlot({ slot, title, editable }: PhotoSlotProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const errorText = useErrorText();
  const server = useServerErrors();
  const { input, meta } = useField<PhotoValue | undefined>(slot, { subscription });
  const fileInput = useRef<HTMLInputElement>(null);
  // Only the latest choice may fill the slot: a slow earlier one is dropped.
  const latest = useRef(0);
  const value = input.value;
  const photo = value?.state === "ready" ? value.photo : undefined;
  const preview = usePreview(photo);
  const code = shownCode(slot, meta, server);
  const id = fieldId(slot);

  const set = (next: PhotoValue | undefined) => {
    server.clear(slot);
    input.onChange(next);
    input.onBlur(); // A choice made counts as visited: its problems show at once.
  };

  const choose = async (file: File | undefined) => {
    const turn = ++latest.current;
    if (!file) {
      set(undefined);
      saveDraftPhoto(slot, null);
      return;
    }
    const knownType = file.type === "" ? acceptedName.test(file.name) : (photoTypes as readonly string[]).includes(file.type);
    if (!knownType && !acceptedName.test(file.name)) {
      set({ state: "failed", name: file.name, code: "unsupported_type" });
      return;
    }
    set({ state: "compressing", name: file.name });
    const started = performance.now();
    const result = await compressPhoto(file).catch(() => ({ ok: false, code: "invalid_image" }) as const);
    performance.measure(`getscouted:compress:${slot}`, { start: started });
    if (turn !== latest.current) return;
    if (!result.ok) {
      set({ state: "failed", name: file.name, code: result.code });
      return;
    }
    const stored: StoredPhoto = {
      slot,
      name: `${slot}.jpg`,
      type: result.type,
      size: result.bytes.byteLength,
      width: result.width,
      height: result.height,
      bytes: result.bytes,
    };
    set({ state: "ready", photo: stored });
    saveDraftPhoto(slot, stored);
  };

  // The Remove button goes with the photo: the focus goes back to the slot's input, to choose another.
  const clear = () => {
    if (fileInput.current) fileInput.current.value = "";
    void choose(undefined);
    fileInput.current?.focus();
  };

  // A rejected choice is announced as it happens; "required" and the server's codes are read with the input.
  const failed = value?.state === "failed";
  const error = code && (
    <p id={`${id}-error`} className={styles.error}>
      {errorText(slot, code)}
    </p>
  );
  const describedBy = [`${id}-status`, code ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={styles.slot} data-field={slot} data-state={value?.state ?? "empty"}>
      <p className={styles.title} id={`${id}-title`}>
        {title}
        <RequiredMark />
      </p>
      <div className={styles.body}>
        <div className={styles.frame}>
          {photo ? (
            <img ref={preview} className={styles.preview} alt={t`Prévia: ${title}`} width={photo.width} height={photo.height} />
          ) : (
            <img className={styles.placeholder} src={`/general/getscouted/${slot}.png`} alt="" width={300} height={400} />
          )}
          {value?.state === "compressing" && (
            <span className={styles.busy}>
              <Trans>Preparando a foto…</Trans>
            </span>
          )}
        </div>
        <div className={styles.actions} hidden={!editable}>
          {/* Beside the label it is drawn as: focusing it scrolls that label into view. */}
          <input
            ref={fileInput}
            id={id}
            className={styles.file}
            type="file"
            name={slot}
            accept={photoAccept}
            disabled={!editable}
            aria-labelledby={`${id}-title ${id}-choose`}
            aria-describedby={describedBy}
            aria-required="true"
            aria-invalid={Boolean(code)}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <label htmlFor={id} id={`${id}-choose`} className={styles.choose}>
            {photo ? <Trans>Trocar foto</Trans> : <Trans>Escolher foto</Trans>}
          </label>
          {value && (
            <button type="button" className={styles.clear} onClick={clear} aria-label={t`Remover: ${title}`}>
              <Trans>Remover</Trans>
            </button>
          )}
        </div>
        <p id={`${id}-status`} className={styles.status} aria-live="polite">
          {photo && <ReadyLine photo={photo} locale={locale} />}
        </p>
        <div role="alert" className={styles.alert}>
          {failed && error}
        </div>
        {!failed && error}
      </div>
    </div>
  );
}
