import { letters } from "./filtering.js";

/** The app's history entries hold objects (wouter's navigate, this module) or nothing. */
type EntryState = { letter?: unknown } | null;

/**
 * The letter picked on the list, kept in the list's history entry rather than
 * in its address (the letter is a passing narrowing, not a page): Back from a
 * profile finds the list as the visitor left it.
 */
export function rememberedLetter(): string | null {
  const letter = (window.history.state as EntryState)?.letter;
  return typeof letter === "string" && letters.includes(letter) ? letter : null;
}

export function rememberLetter(letter: string | null): void {
  const state = window.history.state as EntryState;
  if ((state?.letter ?? null) !== letter) window.history.replaceState({ ...state, letter }, "");
}
