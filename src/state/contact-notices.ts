import { atom, store } from "./store.js";

/**
 * What the visitor is told, on whatever page, of contact messages that left
 * this device after the form that wrote them was gone: delivered at last, or
 * refused by the server (then kept on the device until the contact form takes
 * it back). Each list holds the messages' keys; a notice counts them.
 */
export interface ContactNotices {
  delivered: readonly string[];
  refused: readonly string[];
}

export const contactNoticesAtom = atom<ContactNotices>({ delivered: [], refused: [] });

const without = (keys: readonly string[], key: string) => keys.filter((known) => known !== key);

export function noticeDelivered(key: string): void {
  store.set(contactNoticesAtom, ({ delivered, refused }) => ({ delivered: [...without(delivered, key), key], refused: without(refused, key) }));
}

export function noticeRefused(key: string): void {
  store.set(contactNoticesAtom, ({ delivered, refused }) => ({ delivered: without(delivered, key), refused: [...without(refused, key), key] }));
}

/** The contact form shows this message itself now: no notice speaks of it any more. */
export function forgetContactNotice(key: string): void {
  store.set(contactNoticesAtom, ({ delivered, refused }) => ({ delivered: without(delivered, key), refused: without(refused, key) }));
}

export function dismissDelivered(): void {
  store.set(contactNoticesAtom, (notices) => ({ ...notices, delivered: [] }));
}

/** Closed for this visit; a refused message still on the device is told again at the next one. */
export function dismissRefused(): void {
  store.set(contactNoticesAtom, (notices) => ({ ...notices, refused: [] }));
}
