import { letters } from "./filtering.js";

/**
 * The letter picked on the list, kept in the list's history entry rather than
 * in its address (the letter is a passing narrowing, not a page): Back from a
 * profile finds the list as the visitor left it.
 */
export function rememberedLetter(): string | null {
  const state: unknown = window.history.state;
  const letter = state !== null && typeof state === "object" && "letter" in state ? state.letter : null;
  return typeof letter === "string" && letters.includes(letter) ? letter : null;
}

export function rememberLetter(letter: string | null): void {
  const state: unknown = window.history.state;
  const current = state !== null && typeof state === "object" ? state : {};
  if (("letter" in current ? current.letter : null) === letter) return;
  window.history.replaceState({ ...current, letter }, "");
}
