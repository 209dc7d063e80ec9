import { useHydrated, useMountedAfterHydration } from "../../src/lib/hydration.js";

/** Each render of a Probe, as "name hydrated mountedAfter": a test empties it between cases. */
export const seen: string[] = [];

/** Records what the hydration hooks tell it, and shows the server's neutral state or the browser's. */
export function Probe({ name }: { name: string }) {
  const hydrated = useHydrated();
  const mountedAfter = useMountedAfterHydration();
  seen.push(`${name} ${String(hydrated)} ${String(mountedAfter)}`);
  return <p data-name={name}>{hydrated ? "browser" : "neutral"}</p>;
}
