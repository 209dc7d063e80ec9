import { brazilCountryCode, phoneDigitsOf } from "../../contract/application-format.js";

/** `tel:` link of a written phone number: "+55 (21) 95555-0141" → "tel:+5521955550141". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? `+${digits.slice(1).replace(/\+/g, "")}` : digits.replace(/\+/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/**
 * WhatsApp's click-to-chat link of a written phone number: wa.me wants every
 * digit with the country code and nothing else, so a Brazilian number written
 * without one (`(21) 98765-4321`, `021…`) gets 55. Undefined for what cannot be
 * a full number (no area code, too long): a wrong chat is worse than none.
 */
export function whatsappHref(phone: string): string | undefined {
  const digits = phoneDigitsOf(phone);
  // Brazil: area code (2 digits) and 8 digits for a landline or 9 for a mobile. Elsewhere, E.164's 8 to 15.
  const whole = digits.startsWith(brazilCountryCode) ? new RegExp(`^${brazilCountryCode}\\d{10,11}$`) : /^\d{8,15}$/;
  return whole.test(digits) ? `https://wa.me/${digits}` : undefined;
}

/** A social link as people read it: "instagram.com/passarela.models". */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.replace(/^www\./, "")}${parsed.pathname.replace(/\/$/, "")}`;
  } catch {
    return url;
  }
}
