// Lingui's Vite plugin compiles PO catalogs on import.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
