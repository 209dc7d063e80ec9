import { describe, expect, it } from "vitest";
import { validFields } from "../../../tests/helpers/applicant.js";
import type { StoredPhoto } from "../../lib/application-queue/records.js";
import { privacyNoticeVersion } from "../../contract/privacy.js";
import { fieldOrder, fromDraft, toDraftValues, toWireValues, validateForm, withTypedEmail, type FormValues } from "./form-values.js";

const photo = (slot: "image_1" | "image_2" | "image_3" | "image_4"): StoredPhoto => ({
  slot,
  name: `${slot}.jpg`,
  type: "image/jpeg",
  size: 1000,
  width: 2000,
  height: 1500,
  bytes: new ArrayBuffer(1000),
});

/** The valid application as the form holds it: the birthdate as typed, one e-mail, four photos ready. */
const valid: FormValues = {
  ...validFields,
  birthdate: "30/04/2001",
  email: ["ana@example.com"],
  image_1: { state: "ready", photo: photo("image_1") },
  image_2: { state: "ready", photo: photo("image_2") },
  image_3: { state: "ready", photo: photo("image_3") },
  image_4: { state: "ready", photo: photo("image_4") },
};

describe("the form's values", () => {
  it("are valid when every field and all four photos are there", () => {
    expect(validateForm(valid)).toEqual({});
  });

  it("flag every missing field and photo", () => {
    const errors = validateForm({});
    expect(Object.keys(errors)).toHaveLength(19 + 4);
    expect(errors.email).toBe("required");
    // The consent box is unticked until the visitor ticks it, and comes after the photos, as on the page.
    expect(errors.consent).toBe("required");
    expect(fieldOrder.at(-1)).toBe("consent");
    // A minor's guardian comes between the photos and the consent, as on the page.
    expect(fieldOrder.slice(-7)).toEqual(["image_1", "image_2", "image_3", "image_4", "guardian_name", "guardian_consent", "consent"]);
    expect(validateForm({ ...valid, consent: undefined })).toEqual({ consent: "required" });
    expect(errors.image_3).toBe("required");
  });

  it("flag the e-mail only while the list is empty, and a photo being prepared or that failed", () => {
    expect(validateForm({ ...valid, email_input: "not-an-email" }).email).toBeUndefined();
    expect(validateForm({ ...valid, email: [], email_input: "not-an-email" }).email).toBe("invalid_email");
    expect(validateForm({ ...valid, image_2: { state: "compressing", name: "a.jpg" } }).image_2).toBe("compressing");
    expect(validateForm({ ...valid, image_4: { state: "failed", name: "a.heic", code: "invalid_image" } }).image_4).toBe("invalid_image");
  });

  it("append the address still being typed, once", () => {
    expect(withTypedEmail({ email: ["ana@example.com"], email_input: " mae@example.com " })).toEqual({ email: ["ana@example.com", "mae@example.com"], typed: "" });
    expect(withTypedEmail({ email: ["ana@example.com"], email_input: "ANA@example.com" })).toBeNull();
    expect(withTypedEmail({ email: [], email_input: "half@" })).toBeNull();
  });

  it("travel with the birthdate as yyyy-MM-dd and the honeypot empty", () => {
    const wire = toWireValues({ ...valid, name: "  Ana Clara Souza " });
    expect(wire).toMatchObject({ name: "Ana Clara Souza", birthdate: "2001-04-30", email: ["ana@example.com"], website: "", consent: privacyNoticeVersion });
    expect(Object.keys(wire)).not.toContain("image_1");
  });

  it("ask a minor for a guardian, send the guardian with a minor's application only, and keep the guardian in the draft", () => {
    const minor: FormValues = { ...valid, birthdate: "01/01/2012" };
    expect(validateForm(minor)).toEqual({ guardian_name: "required", guardian_consent: "required" });
    const withGuardian: FormValues = { ...minor, guardian_name: " Maria Souza ", guardian_consent: privacyNoticeVersion };
    expect(validateForm(withGuardian)).toEqual({});
    expect(toWireValues(withGuardian)).toMatchObject({ birthdate: "2012-01-01", guardian_name: "Maria Souza", guardian_consent: privacyNoticeVersion });
    expect(fromDraft(toDraftValues(withGuardian), {})).toMatchObject({ guardian_name: " Maria Souza ", guardian_consent: privacyNoticeVersion });
    // The birthdate corrected to an adult's: the guardian stays in the draft, unseen, and is not sent.
    const adult = { ...withGuardian, birthdate: "30/04/2001" };
    expect(validateForm(adult)).toEqual({});
    expect(Object.keys(toWireValues(adult)).filter((key) => key.startsWith("guardian_"))).toEqual([]);
    expect(toDraftValues(adult)).toMatchObject({ guardian_name: " Maria Souza " });
  });

  it("come back from a draft or a queued record as the form shows them", () => {
    const back = fromDraft(toDraftValues({ ...valid, email_input: "mae@" }), { image_1: photo("image_1") });
    expect(back).toMatchObject({ name: "Ana Clara Souza", birthdate: "30/04/2001", email_input: "mae@", image_1: { state: "ready" } });
    expect(back.image_2).toBeUndefined();
    expect(fromDraft(toWireValues(valid), {}).birthdate).toBe("30/04/2001");
  });
});
