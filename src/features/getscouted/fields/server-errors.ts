import { createContext, useContext } from "react";

/**
 * Codes the server answered per field (a 400's `fields`). Each shows until the
 * visitor changes that field; the form's own checks show on top of it.
 */
export interface ServerErrors {
  errors: Readonly<Record<string, string>>;
  clear: (field: string) => void;
}

export const ServerErrorsContext = createContext<ServerErrors>({ errors: {}, clear: () => undefined });

export const useServerErrors = (): ServerErrors => useContext(ServerErrorsContext);

/**
 * The code to show for a field: its own check once the visitor has changed it and
 * left it, or after a submit, else the server's. A field only passed through (Tab
 * after Tab down an empty form) says nothing until the form is sent.
 */
export function shownCode(
  field: string,
  meta: { error?: unknown; touched?: boolean | undefined; modified?: boolean | undefined; submitFailed?: boolean | undefined },
  server: ServerErrors,
): string | undefined {
  const own = ((meta.touched && meta.modified) || meta.submitFailed) && typeof meta.error === "string" ? meta.error : undefined;
  return own ?? server.errors[field];
}
