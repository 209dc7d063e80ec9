/**
 * Closes a notice. Its buttons go with it: if one had the keyboard's focus, the focus moves on to
 * the page's main region instead of falling back to the start of the page.
 */
export function closeNotice(notice: HTMLElement | null, close: () => void): void {
  const hadFocus = notice?.contains(document.activeElement) ?? false;
  close();
  if (hadFocus) document.getElementById("main")?.focus({ preventScroll: true });
}
