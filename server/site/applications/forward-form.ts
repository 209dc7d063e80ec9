import { genderLabels, photoSlots, type Application } from "../../../src/contract/application.js";
import type { OptionLabels } from "./options.js";

/** The form version the platform expects. */
export const formVersion = "2024";

/**
 * Extra fields beside the contract's: the applicant's consent to the privacy
 * notice, as the notice's version (yyyy-MM-dd) and the time the site received
 * it (ISO 8601, UTC). An application stored before consent was asked has neither.
 */
export const consentFields = { version: "privacy_consent_version", at: "privacy_consent_at" } as const;

/**
 * Extra fields of a minor's application (LGPD art. 14): the parent's or legal
 * guardian's name, the notice's version they consented to and when the site
 * received that consent. An adult's application, or one stored before the form
 * asked for a guardian, has none of them.
 */
export const guardianForwardFields = { name: "guardian_name", version: "guardian_consent_version", at: "guardian_consent_at" } as const;

/**
 * An application in the multipart shape of `POST /api/get-scouted/pt`:
 * `version` 2024; the form fields; for gender, state, city, hair and eyes the
 * visible (Portuguese) label under the field's name and the chosen id under
 * `id_{field}`; the e-mails comma-joined; the photos under `image_1`…`image_4`;
 * then the consent's {@link consentFields} and a minor's {@link guardianForwardFields}.
 */
export function forwardForm(application: Application, labels: OptionLabels, photos: readonly Uint8Array[], receivedAt: number): FormData {
  const a = application;
  const form = new FormData();
  const entries: [string, string | number][] = [
    ["version", formVersion],
    ["name", a.name],
    ["gender", genderLabels[a.gender]],
    ["id_gender", a.gender],
    ["birthdate", a.birthdate],
    ["email", a.email.join(",")],
    ["phone", a.phone],
    ["instagram", a.instagram],
    ["tiktok", a.tiktok],
    ["address", a.address],
    ["state", labels.state],
    ["id_state", a.state],
    ["city", labels.city],
    ["id_city", a.city],
    ["height", a.height],
    ["jeans", a.jeans],
    ["bust", a.bust],
    ["waist", a.waist],
    ["hips", a.hips],
    ["shoes", a.shoes],
    ["hair", labels.hair],
    ["id_hair", a.hair],
    ["eyes", labels.eyes],
    ["id_eyes", a.eyes],
  ];
  // Rows written before the form asked for consent have none to forward.
  if (a.consent) entries.push([consentFields.version, a.consent], [consentFields.at, new Date(receivedAt).toISOString()]);
  if (a.guardian_name && a.guardian_consent) {
    entries.push(
      [guardianForwardFields.name, a.guardian_name],
      [guardianForwardFields.version, a.guardian_consent],
      [guardianForwardFields.at, new Date(receivedAt).toISOString()],
    );
  }
  for (const [name, value] of entries) form.append(name, String(value));
  photoSlots.forEach((slot, index) => {
    const photo = photos[index];
    // Read from files, never shared memory.
    if (photo) form.append(slot, new Blob([photo as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), `${slot}.jpg`);
  });
  return form;
}
