import { useMemo } from "react";
import { useSearch } from "wouter";

/**
 * The query string of the current URL, re-read whenever it changes. wouter's
 * own `useSearch` string is already decoded (decodeURI), so parsing it as a
 * query decodes twice (`%2520` would become a space): the value is read from
 * `location.search` and the hook is only used to subscribe. On the server,
 * where there is no location, it is the raw query the page was asked with.
 */
export function useSearchParams(): URLSearchParams {
  const changed = useSearch();
  return useMemo(() => new URLSearchParams(typeof window === "undefined" ? changed : window.location.search), [changed]);
}

/** `?name=value` with the other parameters kept; an empty value removes the parameter. */
export function withParam(params: URLSearchParams, name: string, value: string): string {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  const text = next.toString();
  return text ? `?${text}` : "";
}
