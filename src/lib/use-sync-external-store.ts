/**
 * What `use-sync-external-store/shim` gives wouter, from React itself: React 19
 * has the hook built in, so the shim's fallback (for React 17) need not ship.
 * vite.config.ts points the shim here.
 */
export { useSyncExternalStore } from "react";
