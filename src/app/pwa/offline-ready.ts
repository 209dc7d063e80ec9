/**
 * "Ready to work offline" is said once per browser: once shown it is
 * remembered here, so neither a reload nor a reinstalled worker says it again.
 */
const seenKey = "passarela:offline-ready-seen";

/** How long the notice stays before it goes by itself. */
export const offlineReadyMs = 6000;

export function offlineReadySeen(): boolean {
  try {
    return localStorage.getItem(seenKey) !== null;
  } catch {
    return false; // Storage blocked: say it, at worst once per visit.
  }
}

export function markOfflineReadySeen(): void {
  try {
    localStorage.setItem(seenKey, String(Date.now()));
  } catch {
    // Storage blocked or full: nothing to keep.
  }
}

/** A control the visitor types into or picks from: the notice must never lie over one in use. */
export function isFormControl(element: Element | null): boolean {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || (element instanceof HTMLElement && element.isContentEditable);
}

/**
 * Whether `element` is a control whose middle lies under the notice: reached there with the
 * keyboard, it would be hidden by it. What only the page focuses (the body, `main` after a
 * navigation: `tabIndex` -1) is no control the visitor reached.
 */
export function isCoveredBy(notice: Element | null, element: Element | null): boolean {
  if (!notice || !(element instanceof HTMLElement) || element.tabIndex < 0 || notice.contains(element)) return false;
  const box = notice.getBoundingClientRect();
  const own = element.getBoundingClientRect();
  const x = own.left + own.width / 2;
  const y = own.top + own.height / 2;
  return box.width > 0 && box.height > 0 && box.left <= x && x <= box.right && box.top <= y && y <= box.bottom;
}
