import { act, lazy, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Probe, seen } from "../../../tests/helpers/hydration-probe.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isHydrating, startHydration } from "../../lib/hydration.js";
import { PageReady } from "./PageReady.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  seen.length = 0;
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
});

describe("PageReady", () => {
  it("ends hydration once the page has hydrated, after the frame around it, so the page hydrates with the server's state and renders no extra time", async () => {
    // The app as the router lays it out: a frame, and the page in a boundary hydrated after it (here
    // its code comes later; in the app, React hydrates a boundary's content in a pass of its own).
    const tree = (page: React.ReactNode) => (
      <main>
        <Probe name="frame" />
        <Suspense fallback={null}>
          {page}
          <PageReady />
        </Suspense>
      </main>
    );
    const html = renderToString(tree(<Probe name="page" />));
    seen.length = 0;
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);

    let arrive: (module: { default: () => React.ReactNode }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: () => React.ReactNode }>((resolve) => (arrive = resolve)));
    const errors = vi.fn();
    startHydration();
    act(() => {
      hydrateRoot(container, tree(<Page />), { onRecoverableError: errors });
    });
    // The frame has hydrated and caught up; the page waits for its code, still the server's.
    expect(seen).toEqual(["frame false false", "frame true false"]);
    expect(isHydrating()).toBe(true);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    seen.length = 0;
    await act(async () => {
      arrive({ default: () => <Probe name="page" /> });
      await Promise.resolve();
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe("browserbrowser");
    // Hydrated once with the server's state, caught up once: no render forced by a state the server never had.
    expect(seen).toEqual(["page false false", "page true false"]);
    expect(isHydrating()).toBe(false);
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });
});
