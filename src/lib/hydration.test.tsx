import { act, useEffect } from "react";
import { hydrateRoot, createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Probe, seen } from "../../tests/helpers/hydration-probe.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endHydration, startHydration } from "./hydration.js";

// React warns about act() outside a test environment flag; the dom project sets none globally.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Ends hydration once committed, as PageReady does after the page. */
function App({ children }: { children: React.ReactNode }) {
  useEffect(endHydration, []);
  return <main>{children}</main>;
}

afterEach(() => {
  seen.length = 0;
  document.body.innerHTML = "";
});

describe("hydration state", () => {
  it("hydrates with the server's neutral state, then catches up once, without a mismatch", () => {
    const html = renderToString(<App><Probe name="a" /><Probe name="b" /></App>);
    expect(seen).toEqual(["a false false", "b false false"]);
    seen.length = 0;
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.fn();
    startHydration();
    act(() => {
      hydrateRoot(container, <App><Probe name="a" /><Probe name="b" /></App>, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe("browserbrowser");
    // One render with the server's state, one caught up; the mount-time value never changes.
    expect(seen).toEqual(["a false false", "b false false", "a true false", "b true false"]);
  });

  it("gives a page the visitor moved to before the first one had hydrated the browser's state from its first render", () => {
    window.history.replaceState(null, "", "/agencia");
    startHydration();
    window.history.pushState(null, "", "/modelos?q=ana");
    const container = document.createElement("div");
    document.body.append(container);
    act(() => {
      createRoot(container).render(<Probe name="moved" />);
    });
    expect(seen).toEqual(["moved true true"]);
    endHydration();
    window.history.replaceState(null, "", "/");
  });

  it("gives a component mounted after hydration the browser's state from its first render", () => {
    startHydration();
    endHydration();
    const container = document.createElement("div");
    document.body.append(container);
    act(() => {
      createRoot(container).render(<Probe name="later" />);
    });
    expect(seen).toEqual(["later true true"]);
  });
});
