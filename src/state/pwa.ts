import { atom } from "./store.js";

/** A new version of the app is installed and waiting for the visitor's go-ahead. */
export const updateReadyAtom = atom<null | (() => void)>(null);

/** The first install finished: the site now works offline. */
export const offlineReadyAtom = atom(false);

/** The browser's own online flag, kept in sync by the app. */
export const onlineAtom = atom(typeof navigator === "undefined" ? true : navigator.onLine);

/** Chromium's deferred install prompt, when the browser offers one. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}
export const installPromptAtom = atom<InstallPromptEvent | null>(null);
