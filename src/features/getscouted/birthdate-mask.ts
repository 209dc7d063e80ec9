import { maskDate } from "../../contract/application.js";

const isoDate = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/;

/**
 * The birth date as typed, masked dd/mm/aaaa. A date pasted year first, as
 * computers write it (1995-03-15), is turned around instead of being read
 * digit by digit as 19/95/0315.
 */
export function maskBirthdate(raw: string): string {
  const iso = isoDate.exec(raw);
  if (!iso) return maskDate(raw);
  const [, year = "", month = "", day = ""] = iso;
  return maskDate(`${day.padStart(2, "0")}${month.padStart(2, "0")}${year}`);
}
