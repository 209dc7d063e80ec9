/** Links to reach a person: shared by the contacts page and the privacy notice (the controller's contacts). */

/** `tel:` link of a written phone number: "+55 (21) 95555-0141" → "tel:+5521955550141". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? `+${digits.slice(1).replace(/\+/g, "")}` : digits.replace(/\+/g, "")}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
