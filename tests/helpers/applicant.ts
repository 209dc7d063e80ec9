import { privacyNoticeVersion } from "../../src/contract/privacy.js";

// Ana's application: the one valid application the tests of the form, the contract,
// the site server and the browser start from. Kept free of Node-only imports, so
// the form's tests (jsdom) and the end-to-end specs can read it too.

/**
 * A valid application as the browser's form sends it (every value a string,
 * e-mails as repeated fields), with ids from the embedded platform's demo lists:
 * state 33 Rio de Janeiro, city 33002 Niterói, hair 2 Castanho Escuro, eyes 3 Castanhos Claros.
 */
export const validFields = {
  name: "Ana Clara Souza",
  gender: "non-binary",
  birthdate: "2001-04-30",
  email: ["ana@example.com", "ana.souza@example.com.br"],
  phone: "+55 (21) 98765-4321",
  instagram: "@anaclara",
  tiktok: "ana.clara",
  address: "Rua das Laranjeiras, 100",
  state: "33",
  city: "33002",
  height: "172",
  jeans: "38.5",
  bust: "84",
  waist: "62",
  hips: "90",
  shoes: "37",
  hair: "2",
  eyes: "3",
  // The box ticked: the version of the notice the visitor agreed to.
  consent: privacyNoticeVersion,
};

const { name, birthdate, phone, instagram, address, height, jeans, bust, waist, hips, shoes } = validFields;

/**
 * What the embedded platform stores for `validFields`: the contract's version, the
 * values the site passes on as sent, the ones it tidies, and a name beside each id.
 * Each test adds when the consent was given: only it knows when the site received it.
 */
export const forwardedFields = {
  version: "2024",
  // As sent.
  name, birthdate, phone, instagram, address, height, jeans, bust, waist, hips, shoes,
  // Tidied: one field for the e-mails, an @ before every handle.
  email: "ana@example.com,ana.souza@example.com.br",
  tiktok: "@ana.clara",
  // Named from the platform's lists, the id beside the name.
  gender: "Não-Binário", id_gender: "non-binary",
  state: "Rio de Janeiro", id_state: "33",
  city: "Niterói", id_city: "33002",
  hair: "Castanho Escuro", id_hair: "2",
  eyes: "Castanhos Claros", id_eyes: "3",
  privacy_consent_version: privacyNoticeVersion,
};
