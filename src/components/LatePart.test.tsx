import { act, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { LatePart } from "./LatePart.js";

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** A part with a button that counts its clicks, and a link. */
function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        <span>{clicks}</span>
      </button>
      <a href="#elsewhere">elsewhere</a>
    </>
  );
}

type Boundary = (part: ComponentType) => ReactNode;
const plain: Boundary = (Part) => (
  <div>
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  </div>
);
const late: Boundary = (Part) => (
  <LatePart>
    <Part />
  </LatePart>
);

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.replaceChildren();
  window.location.hash = "";
});

/**
 * The server's HTML of the part, hydrated in the browser while the part's code
 * has not arrived; `arrive` brings it in.
 */
async function hydrateBeforeItsCode(boundary: Boundary) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(boundary(Counter));
  document.body.append(container);
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Counter })));
  await act(async () => {
    roots.push(hydrateRoot(container, boundary(lazy(() => code))));
    await Promise.resolve();
  });
  const button = container.querySelector("button") as HTMLButtonElement;
  return {
    button,
    link: container.querySelector("a") as HTMLAnchorElement,
    arrive: () =>
      act(async () => {
        arrive();
        await code;
      }),
  };
}

describe("a click on a part whose code arrives after the page", () => {
  it("is lost in a plain Suspense boundary: React drops it (the reason LatePart exists)", async () => {
    const { button, arrive } = await hydrateBeforeItsCode(plain);
    act(() => button.click());
    await arrive();
    expect(button.textContent).toBe("0");
  });

  it("is held by a LatePart and given to the part once it has hydrated, on the element and the text inside it alike", async () => {
    const { button, arrive } = await hydrateBeforeItsCode(late);
    act(() => {
      button.click();
      (button.querySelector("span") as HTMLSpanElement).click();
    });
    expect(button.textContent).toBe("0");
    await arrive();
    expect(button.textContent).toBe("2");
  });

  it("once hydrated, goes straight to the part, once", async () => {
    const { button, arrive } = await hydrateBeforeItsCode(late);
    await arrive();
    act(() => button.click());
    expect(button.textContent).toBe("1");
    expect(button.closest("[data-late-part]")).toBeNull();
  });

  it("on a link is not held: a link works as plain HTML", async () => {
    const { link } = await hydrateBeforeItsCode(late);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
  });
});
