import { Trans, useLingui } from "@lingui/react/macro";
import type { FormApi } from "final-form";
import { useMemo, type KeyboardEvent, type SyntheticEvent } from "react";
import { Form } from "react-final-form";
import forms from "../../components/forms.module.css";
import { genders, maskPhone, maxLengths, phonePrefix, photoSlots, type PhotoSlot as Slot } from "../../contract/application.js";
import { DraftAutosave, FocusFirstInvalid, type FocusRequest } from "./FormEffects.js";
import { EmailList } from "./fields/EmailList.js";
import { GuardianFields } from "./fields/GuardianFields.js";
import { ConsentCheckbox } from "./fields/ConsentCheckbox.js";
import { Honeypot } from "./fields/Honeypot.js";
import { MeasureFields } from "./fields/MeasureFields.js";
import { PhotoSlot } from "./fields/PhotoSlot.js";
import { PlaceFields, ServerOptionSelect } from "./fields/PlaceFields.js";
import { SelectInput } from "./fields/SelectInput.js";
import { TextInput } from "./fields/TextInput.js";
import { MinorNote } from "./fields/MinorNote.js";
import { validateForm, withTypedEmail, type FormValues } from "./form-values.js";
import { maskBirthdate } from "./birthdate-mask.js";
import styles from "./ApplicationForm.module.css";

export type FormAlert = "invalid" | "failed" | "unsent";

interface ApplicationFormProps {
  initialValues: FormValues;
  /** Waiting in the queue: shown as sent, not editable. */
  locked: boolean;
  alert: FormAlert | null;
  focusRequest: FocusRequest | null;
  onInvalid: () => void;
  onSubmit: (values: FormValues) => Promise<void>;
  onSaveDraft: (values: FormValues) => void;
}

/**
 * Enter in a field never submits the long form half filled; the focus stays in the field, so
 * what is typed next is not lost (blurring would drop it on the page). Buttons keep their own Enter.
 */
function keepEnterInField(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== "Enter") return;
  const target = event.target;
  if ((target instanceof HTMLInputElement && target.type !== "file") || target instanceof HTMLSelectElement) event.preventDefault();
}

export function ApplicationForm({ initialValues, locked, alert, focusRequest, onInvalid, onSubmit, onSaveDraft }: ApplicationFormProps) {
  const { t } = useLingui();
  const genderLabels = useMemo(
    () => ({
      man: t({ context: "gender", message: "Masculino" }),
      woman: t({ context: "gender", message: "Feminino" }),
      "non-binary": t({ context: "gender", message: "Não-Binário" }),
    }),
    [t],
  );
  const photoTitles: Record<Slot, string> = {
    image_1: t`Foto 1: rosto, de frente (close)`,
    image_2: t`Foto 2: corpo inteiro, de frente`,
    image_3: t`Foto 3: rosto de perfil`,
    image_4: t`Foto 4: corpo inteiro, de lado`,
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>, form: FormApi<FormValues>) => {
    event.preventDefault();
    // The address still being typed joins the list first.
    const typed = withTypedEmail(form.getState().values);
    if (typed) {
      form.batch(() => {
        form.change("email", typed.email);
        form.change("email_input", undefined);
      });
    }
    void form.submit();
    if (form.getState().hasValidationErrors) onInvalid();
  };

  return (
    <Form<FormValues> onSubmit={onSubmit} validate={validateForm} initialValues={initialValues} subscription={{ submitting: true }}>
      {({ form }) => (
        <form className={styles.form} noValidate onSubmit={(event) => submit(event, form)} onKeyDown={keepEnterInField} aria-label={t`Inscrição`}>
          <DraftAutosave save={onSaveDraft} />
          <FocusFirstInvalid request={focusRequest} />
          <div role="alert" className={styles.alertRegion}>
            {alert === "invalid" && <p className={styles.alert}>{t`Preencha os campos corretamente!`}</p>}
            {alert === "failed" && (
              <p className={styles.alert}>
                <Trans>O servidor não aceitou a inscrição. Confira os dados e envie de novo.</Trans>
              </p>
            )}
            {alert === "unsent" && (
              <p className={styles.alert}>
                <Trans>Não foi possível enviar agora, e este navegador não permite guardar a inscrição para depois. Confira a conexão e envie de novo.</Trans>
              </p>
            )}
          </div>
          {locked && (
            <p className={styles.lockedNote}>
              <Trans>Esta inscrição está guardada e aguarda envio; os dados abaixo não podem ser alterados até lá.</Trans>
            </p>
          )}
          <p className={styles.requiredNote}>
            <Trans>
              Todos os campos são obrigatórios <span aria-hidden="true">(*)</span>.
            </Trans>
          </p>
          <fieldset className={styles.all} disabled={locked}>
            <fieldset className={styles.section}>
              <legend className={styles.legend}>{t`Dados pessoais e contato`}</legend>
              <div className={styles.grid}>
                <TextInput name="name" label={t`Nome completo`} autoComplete="name" maxLength={maxLengths.name} wide />
                <SelectInput
                  name="gender"
                  label={t`Gênero`}
                  autoComplete="sex"
                  placeholder={t`Selecione`}
                  options={genders.map((gender) => ({ value: gender, label: genderLabels[gender] }))}
                />
                <TextInput
                  name="birthdate"
                  label={t`Data de nascimento`}
                  placeholder={t`dd/mm/aaaa`}
                  inputMode="numeric"
                  autoComplete="bday"
                  mask={maskBirthdate}
                  maxLength={10}
                  hint={<MinorNote />}
                />
                <EmailList />
                <TextInput
                  name="phone"
                  type="tel"
                  label={t`Telefone (WhatsApp)`}
                  placeholder="+55 (21) 98765-4321"
                  inputMode="tel"
                  autoComplete="tel"
                  mask={maskPhone}
                  prefix={phonePrefix}
                  // Said before it is typed: a number of another form (a landline, another country's) is refused.
                  hint={t`Um celular com WhatsApp, com o código do país e o DDD.`}
                />
                <TextInput name="instagram" label={t`Instagram`} placeholder="@" autoComplete="off" maxLength={maxLengths.instagram} />
                <TextInput name="tiktok" label={t`TikTok`} placeholder="@" autoComplete="off" maxLength={maxLengths.tiktok} />
                <TextInput name="address" label={t`Endereço`} autoComplete="street-address" maxLength={maxLengths.address} wide />
                <PlaceFields />
              </div>
            </fieldset>

            <fieldset className={styles.section}>
              <legend className={styles.legend}>{t`Medidas`}</legend>
              <div className={`${styles.grid} ${styles.measures}`}>
                <MeasureFields />
                <ServerOptionSelect name="hair" label={t`Cabelo`} />
                <ServerOptionSelect name="eyes" label={t`Olhos`} />
              </div>
            </fieldset>

            <fieldset className={styles.section}>
              <legend className={styles.legend}>{t`Suas Fotos`}</legend>
              <p className={styles.sectionIntro}>
                <Trans>
                  Quatro fotos, sem maquiagem e com boa luz. JPG, PNG, GIF ou WebP: nós reduzimos cada uma para até 512 KB antes do envio.
                </Trans>
              </p>
              <div className={styles.photos}>
                {photoSlots.map((slot) => (
                  <PhotoSlot key={slot} slot={slot} title={photoTitles[slot]} editable={!locked} />
                ))}
              </div>
            </fieldset>

            <GuardianFields />
            <ConsentCheckbox />
            <Honeypot />
            {!locked && (
              <button type="submit" className={`${forms.submit} ${styles.submit}`}>
                <Trans>Enviar inscrição</Trans>
              </button>
            )}
          </fieldset>
        </form>
      )}
    </Form>
  );
}
