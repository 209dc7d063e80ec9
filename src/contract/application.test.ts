import { describe, expect, it } from "vitest";
import {
  addEmail,
  ageOn,
  applicationFields,
  bustOptions,
  checkPhotoFile,
  displayToIsoDate,
  genderLabels,
  genders,
  heightLabel,
  heightOptions,
  hipsOptions,
  isEmail,
  isMeasureValue,
  isMinor,
  isoToDisplayDate,
  jeansOptions,
  maskDate,
  maskPhone,
  phonePrefix,
  maxPhotoBytes,
  parseApplication,
  phonePattern,
  shoesOptions,
  validateApplication,
  waistOptions,
} from "./application.js";
import { validFields } from "../../tests/helpers/applicant.js";
import { privacyNoticeVersion } from "./privacy.js";

const now = new Date(2025, 5, 15, 12, 0, 0); // 15 June 2025, local time

/** A valid application as the form (or a multipart body) holds it, untidy where the contract tidies: spaces, handles with and without an @. */
const validValues = {
  ...validFields,
  name: "  Ana Clara Souza ",
  gender: "woman",
  email: ["ana@example.com", " Ana.Souza@example.com.br "],
  instagram: "anaclara",
  tiktok: "@ana.clara",
  consent: ` ${privacyNoticeVersion} `,
};

const codes = (changes: Record<string, unknown>) => validateApplication({ ...validValues, ...changes }, { now });

describe("parseApplication", () => {
  it("tidies a valid application: trimmed, numbers, one @ per handle, unknown keys dropped", () => {
    const result = parseApplication({ ...validValues, draftEmail: "x", website: "" }, { now });
    expect(result).toEqual({
      ok: true,
      value: {
        name: "Ana Clara Souza",
        gender: "woman",
        birthdate: "2001-04-30",
        email: ["ana@example.com", "Ana.Souza@example.com.br"],
        phone: "+55 (21) 98765-4321",
        instagram: "@anaclara",
        tiktok: "@ana.clara",
        address: "Rua das Laranjeiras, 100",
        state: 33,
        city: 33002,
        height: 172,
        jeans: 38.5,
        bust: 84,
        waist: 62,
        hips: 90,
        shoes: 37,
        hair: 2,
        eyes: 3,
        consent: privacyNoticeVersion,
      },
    });
    expect(validateApplication(validValues, { now })).toEqual({});
  });

  it("answers 'required' for every missing field, and copes with input that is not an object", () => {
    // Without a birthdate nobody is a minor yet: the guardian's fields are not asked.
    const all = Object.fromEntries(applicationFields.filter((f) => !f.startsWith("guardian_")).map((f) => [f, "required"]));
    expect(validateApplication({}, { now })).toEqual(all);
    expect(validateApplication(null, { now })).toEqual(all);
    expect(validateApplication("nonsense", { now })).toEqual(all);
    expect(codes({ name: "   ", email: [], instagram: "" })).toEqual({ name: "required", email: "required", instagram: "required" });
    expect(codes({ email: ["  "] })).toEqual({ email: "required" });
  });

  it("requires the consent to the privacy notice, as a version of the notice that was published", () => {
    expect(codes({ consent: undefined })).toEqual({ consent: "required" });
    expect(codes({ consent: "" })).toEqual({ consent: "required" });
    // What an unticked box or a bare "on" would send is no consent to a known text.
    for (const consent of ["on", "true", "1999-01-01", 1]) expect(codes({ consent }), String(consent)).toEqual({ consent: "invalid" });
    expect(codes({ consent: privacyNoticeVersion })).toEqual({});
  });

  it("asks a minor for a parent or guardian who consents, and an adult for neither", () => {
    // 15 June 2025: born 16 June 2007, the applicant is 17 for one more day; born 15 June 2007, 18 today.
    const minor = { birthdate: "16/06/2007" };
    expect(codes(minor)).toEqual({ guardian_name: "required", guardian_consent: "required" });
    expect(codes({ ...minor, guardian_name: "  ", guardian_consent: "" })).toEqual({ guardian_name: "required", guardian_consent: "required" });
    expect(codes({ ...minor, guardian_name: "Maria Souza" })).toEqual({ guardian_consent: "required" });
    expect(codes({ ...minor, guardian_consent: privacyNoticeVersion })).toEqual({ guardian_name: "required" });
    // A box that says nothing of the notice, and a name that is not one line, are not a guardian's consent.
    expect(codes({ ...minor, guardian_name: "Maria\nSouza", guardian_consent: "on" })).toEqual({ guardian_name: "invalid", guardian_consent: "invalid" });
    expect(codes({ ...minor, guardian_name: "M".repeat(121), guardian_consent: privacyNoticeVersion })).toEqual({ guardian_name: "too_long" });

    const withGuardian = parseApplication({ ...validValues, ...minor, guardian_name: " Maria Souza ", guardian_consent: privacyNoticeVersion }, { now });
    expect(withGuardian).toMatchObject({ ok: true, value: { birthdate: "2007-06-16", guardian_name: "Maria Souza", guardian_consent: privacyNoticeVersion } });

    // Flagged together with the applicant's own mistakes, so the form shows them all at once.
    expect(codes({ ...minor, name: "", consent: undefined })).toEqual({ name: "required", consent: "required", guardian_name: "required", guardian_consent: "required" });

    // Eighteen today: an adult, who needs no guardian, and whose guardian fields (left in a draft) are not kept.
    const adult = parseApplication({ ...validValues, birthdate: "2007-06-15", guardian_name: "Maria Souza", guardian_consent: privacyNoticeVersion }, { now });
    expect(adult.ok).toBe(true);
    expect(adult.ok && Object.keys(adult.value).filter((key) => key.startsWith("guardian_"))).toEqual([]);
    expect(codes({ birthdate: "2007-06-15" })).toEqual({});
    // An invalid or future birthdate is its own error, not a minor.
    expect(codes({ birthdate: "2030-01-01" })).toEqual({ birthdate: "future_date" });
    expect(codes({ birthdate: "31/02/2010" })).toEqual({ birthdate: "invalid_date" });
  });

  it("takes a consent to the notice the visitor read even after the notice changed, while that version is listed", () => {
    expect(codes({ consent: "2026-11-25" })).toEqual({});
    expect(codes({ birthdate: "2010-01-01", guardian_name: "Maria Souza", guardian_consent: "2026-11-25" })).toEqual({});
  });

  it("checks e-mails: valid, at most five, no duplicates whatever the case", () => {
    expect(codes({ email: ["not-an-email"] })).toEqual({ email: "invalid_email" });
    expect(codes({ email: ["a@b.com", "a@b"] })).toEqual({ email: "invalid_email" });
    expect(codes({ email: ["a,b@c.com"] })).toEqual({ email: "invalid_email" });
    expect(codes({ email: ["a@b.com", "A@B.com"] })).toEqual({ email: "duplicate_email" });
    expect(codes({ email: ["1@b.com", "2@b.com", "3@b.com", "4@b.com", "5@b.com", "6@b.com"] })).toEqual({ email: "too_many_emails" });
    expect(codes({ email: [`${"a".repeat(250)}@b.com`] })).toEqual({ email: "too_long" });
    expect(codes({ email: [42] })).toEqual({ email: "invalid_email" });
    // A single address may come as a plain string.
    expect(parseApplication({ ...validValues, email: "one@example.com" }, { now })).toMatchObject({ ok: true, value: { email: ["one@example.com"] } });
  });

  it("checks the phone against +CC (DD) NNNNN-NNNN exactly", () => {
    for (const phone of ["5521987654321", "+55 21 98765-4321", "+55 (21) 8765-4321", "+55 (21) 98765-43210", "+55 (21) 98765 4321"]) {
      expect(codes({ phone })).toEqual({ phone: "invalid_phone" });
    }
    expect(codes({ phone: " +55 (11) 91234-5678 " })).toEqual({});
  });

  it("checks the birthdate: a real, past date, in either spelling", () => {
    expect(codes({ birthdate: "2001-02-29" })).toEqual({ birthdate: "invalid_date" });
    expect(codes({ birthdate: "2001-13-01" })).toEqual({ birthdate: "invalid_date" });
    expect(codes({ birthdate: "30/02/2001" })).toEqual({ birthdate: "invalid_date" });
    expect(codes({ birthdate: "1899-12-31" })).toEqual({ birthdate: "invalid_date" });
    expect(codes({ birthdate: "yesterday" })).toEqual({ birthdate: "invalid_date" });
    expect(codes({ birthdate: "2025-06-16" })).toEqual({ birthdate: "future_date" });
    // Today is a birthdate (of a minor, whose guardian is then asked for).
    expect(codes({ birthdate: "2025-06-15" })).toEqual({ guardian_name: "required", guardian_consent: "required" });
    expect(parseApplication({ ...validValues, birthdate: "29/02/2004" }, { now })).toMatchObject({ ok: true, value: { birthdate: "2004-02-29" } });
  });

  it("bounds every free text and refuses control characters", () => {
    expect(codes({ name: "x".repeat(121), address: "y".repeat(301) })).toEqual({ name: "too_long", address: "too_long" });
    expect(codes({ name: "x".repeat(120), address: "y".repeat(300) })).toEqual({});
    expect(codes({ name: "Ana\u0000", address: "Rua\nB" })).toEqual({ name: "invalid", address: "invalid" });
    expect(codes({ name: 42 })).toEqual({ name: "invalid" });
  });

  it("checks social handles", () => {
    expect(codes({ instagram: "https://instagram.com/ana", tiktok: "a" })).toEqual({ instagram: "invalid_handle", tiktok: "invalid_handle" });
    expect(codes({ instagram: "@" + "a".repeat(40) })).toEqual({ instagram: "too_long" });
    expect(codes({ instagram: "@@ana" })).toEqual({ instagram: "invalid_handle" });
  });

  it("checks choices: gender, measures from the local lists, positive option ids", () => {
    expect(codes({ gender: "robot" })).toEqual({ gender: "invalid_option" });
    for (const gender of genders) expect(codes({ gender })).toEqual({});
    expect(codes({ height: "29", jeans: "38.25", bust: "64", waist: "201", hips: "abc", shoes: "0.5" })).toEqual({
      height: "invalid_option",
      jeans: "invalid_option",
      bust: "invalid_option",
      waist: "invalid_option",
      hips: "invalid_option",
      shoes: "invalid_option",
    });
    expect(codes({ height: 200, jeans: 60, bust: 200, waist: 20, hips: 20, shoes: 59.5 })).toEqual({});
    expect(codes({ state: "0", city: "-3", hair: "1.5", eyes: "99999999999" })).toEqual({
      state: "invalid_option",
      city: "invalid_option",
      hair: "invalid_option",
      eyes: "invalid_option",
    });
  });
});

describe("phone mask", () => {
  it("formats the national number progressively as a Brazilian types it, after the +55 the field starts with", () => {
    const typed = "21987654321";
    const afterPrefix = Array.from({ length: typed.length }, (_, i) => maskPhone(phonePrefix + typed.slice(0, i + 1)));
    const alone = Array.from({ length: typed.length }, (_, i) => maskPhone(typed.slice(0, i + 1)));
    const expected = [
      "+55 (2",
      "+55 (21",
      "+55 (21) 9",
      "+55 (21) 98",
      "+55 (21) 987",
      "+55 (21) 9876",
      "+55 (21) 98765",
      "+55 (21) 98765-4",
      "+55 (21) 98765-43",
      "+55 (21) 98765-432",
      "+55 (21) 98765-4321",
    ];
    expect(afterPrefix).toEqual(expected);
    expect(alone).toEqual(expected);
    expect(phonePattern.test(expected.at(-1) ?? "")).toBe(true);
    expect(maskPhone(phonePrefix)).toBe("+55");
  });

  it("takes the number however it is pasted, to the one stored format", () => {
    for (const pasted of [
      "+55 21 98765-4321",
      "(21) 98765-4321",
      "021987654321",
      "21987654321",
      "21 98765 4321",
      "+55 (21) 98765-4321",
      "+5521987654321",
      "5521987654321",
      "0055 21 98765-4321",
      "+55 021 98765-4321",
      " +55 21 98765-4321 ",
    ]) {
      expect(maskPhone(pasted), pasted).toBe("+55 (21) 98765-4321");
    }
    // Pasted or typed after the +55 the field already shows.
    for (const pasted of ["+55 21 98765-4321", "(21) 98765-4321", "021987654321", "55 21 98765 4321"]) {
      expect(maskPhone(phonePrefix + pasted), pasted).toBe("+55 (21) 98765-4321");
    }
    // Rio Grande do Sul's area code is 55 too.
    expect(maskPhone("(55) 99876-5432")).toBe("+55 (55) 99876-5432");
    // Another country keeps its code.
    expect(maskPhone("+44 20 79460-0000")).toBe("+44 (20) 79460-0000");
  });

  it("drops what is not a digit, re-masks a masked value and cuts extra digits", () => {
    expect(maskPhone("")).toBe("");
    expect(maskPhone("abc")).toBe("");
    expect(maskPhone("+55 (21) 98765-4321")).toBe("+55 (21) 98765-4321");
    expect(maskPhone("+55 (21) 98765-43219999")).toBe("+55 (21) 98765-4321");
    // Deleting the digit after a separator leaves no dangling separator.
    expect(maskPhone("+55 (21) ")).toBe("+55 (21");
    expect(maskPhone("+5")).toBe("+5");
    expect(maskPhone("+")).toBe("+");
    expect(maskPhone(" + ")).toBe("+");
  });

  it("starts anew at a + typed or pasted right after the +55 the field shows, instead of making a Brazilian number of its digits", () => {
    // Typed key by key after the prefix: the + stays, and the digits that follow are another country's.
    expect(maskPhone(`${phonePrefix}+`)).toBe("+");
    expect(maskPhone("+55+")).toBe("+");
    // A + in the middle of a number is a slip: the digits typed so far stay.
    expect(maskPhone("+55 (21) 9+")).toBe("+55 (21) 9");
    const typed = "+1 212 555 0100";
    let field = phonePrefix;
    for (const key of typed) field = maskPhone(field + key);
    expect(field).toBe("+12 (12) 55501-00");
    expect(phonePattern.test(field)).toBe(false);
    // Pasted whole after the prefix.
    expect(maskPhone(`${phonePrefix}+44 20 7946 0958`)).toBe("+44 (20) 79460-958");
    expect(maskPhone(`${phonePrefix}+55 21 98765-4321`)).toBe("+55 (21) 98765-4321");
  });
});

describe("dates", () => {
  it("converts dd/MM/yyyy and yyyy-MM-dd both ways, refusing impossible days", () => {
    expect(displayToIsoDate("31/12/2000")).toBe("2000-12-31");
    expect(displayToIsoDate("31/04/2000")).toBeNull();
    expect(displayToIsoDate("2000-12-31")).toBeNull();
    expect(isoToDisplayDate("2000-12-31")).toBe("31/12/2000");
    expect(isoToDisplayDate("2000-02-30")).toBeNull();
    expect(maskDate("3112")).toBe("31/12");
    expect(maskDate("31122000999")).toBe("31/12/2000");
  });

  it("tells minors from adults on the birthday itself", () => {
    expect(ageOn("2007-06-15", now)).toBe(18);
    expect(isMinor("2007-06-15", now)).toBe(false);
    expect(isMinor("2007-06-16", now)).toBe(true);
    expect(isMinor("2000-01-01", now)).toBe(false);
    expect(isMinor("not a date", now)).toBe(false);
  });
});

describe("e-mail entry", () => {
  it("adds only valid, new addresses, up to the maximum", () => {
    expect(isEmail("ana@example.com")).toBe(true);
    expect(addEmail([], " ana@example.com ", 5)).toEqual(["ana@example.com"]);
    expect(addEmail(["ana@example.com"], "ANA@example.com", 5)).toEqual(["ana@example.com"]);
    expect(addEmail(["ana@example.com"], "nope", 5)).toEqual(["ana@example.com"]);
    expect(addEmail(["a@b.co"], "c@d.co", 1)).toEqual(["a@b.co"]);
  });
});

describe("option lists", () => {
  it("covers the local ranges with cm and inch labels", () => {
    const height = heightOptions();
    expect(height[0]).toEqual({ value: 30, label: `30 cm / 1'0"` });
    expect(height.at(-1)?.value).toBe(200);
    expect(height).toHaveLength(171);
    expect(heightLabel(170)).toBe(`170 cm / 5'7"`);
    expect(bustOptions()[0]?.value).toBe(65);
    expect(bustOptions().find((o) => o.value === 90)?.label).toBe(`90 cm / 35"`);
    expect(waistOptions().map((o) => o.value)).toEqual(hipsOptions().map((o) => o.value));
    expect(waistOptions()[0]?.value).toBe(20);
    const jeans = jeansOptions();
    expect(jeans.slice(0, 3)).toEqual([{ value: 34, label: "34" }, { value: 34.5, label: "34.5" }, { value: 35, label: "35" }]);
    expect(jeans.at(-1)?.value).toBe(60);
    expect(shoesOptions()).toHaveLength(119);
    for (const option of shoesOptions()) expect(isMeasureValue("shoes", option.value)).toBe(true);
  });

  it("labels genders in Portuguese for the platform", () => {
    expect(genderLabels).toEqual({ man: "Masculino", woman: "Feminino", "non-binary": "Não-Binário" });
  });
});

describe("photo files", () => {
  it("checks presence, type and size before upload", () => {
    expect(checkPhotoFile(undefined)).toBe("required");
    expect(checkPhotoFile({ size: 10, type: "image/svg+xml" })).toBe("unsupported_type");
    expect(checkPhotoFile({ size: maxPhotoBytes + 1, type: "image/jpeg" })).toBe("too_large");
    expect(checkPhotoFile({ size: 1000, type: "image/webp" })).toBeNull();
  });
});
