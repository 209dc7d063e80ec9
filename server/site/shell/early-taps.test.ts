// @vitest-environment jsdom
import { act, createElement, Fragment, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { earlyTapScript } from "./boot-script.js";

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // As the page runs it: once, before any of the app's code, from the very text the page carries.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the script is ours, and text is what the page gets
  new Function(earlyTapScript)();
});

/** A part with a button that counts its clicks, a link, and a form's submit button. */
function Counter() {
  const [clicks, setClicks] = useState(0);
  return createElement(
    Fragment,
    null,
    createElement("button", { type: "button", onClick: () => setClicks((count) => count + 1) }, createElement("span", null, clicks)),
    createElement("a", { href: "#elsewhere" }, "elsewhere"),
    createElement("form", { action: "#sent" }, createElement("button", { type: "submit" }, "send")),
  );
}

const part = (Part: ComponentType): ReactNode => createElement("div", null, createElement(Suspense, { fallback: null }, createElement(Part)));

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.replaceChildren();
});

const replayed = () => new Promise((resolve) => setTimeout(resolve, 150));

/** The server's HTML of a lazy part, hydrated while the part's code has not arrived; `arrive` brings it in. */
async function hydrateBeforeItsCode() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(part(Counter));
  document.body.append(container);
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Counter })));
  await act(async () => {
    roots.push(hydrateRoot(container, part(lazy(() => code))));
    await Promise.resolve();
  });
  return {
    button: container.querySelector('button[type="button"]') as HTMLButtonElement,
    link: container.querySelector("a") as HTMLAnchorElement,
    submit: container.querySelector('button[type="submit"]') as HTMLButtonElement,
    arrive: () =>
      act(async () => {
        arrive();
        await code;
      }),
  };
}

describe("a tap on a button whose code arrives after the page", () => {
  it("is held and given to the button once React has taken it over, on the button and the text inside it alike", async () => {
    const { button, arrive } = await hydrateBeforeItsCode();
    act(() => {
      button.click();
      (button.querySelector("span") as HTMLSpanElement).click();
    });
    await replayed();
    expect(button.textContent).toBe("0");
    await arrive();
    await act(replayed);
    expect(button.textContent).toBe("2");
  });

  it("once React has the button, goes straight to it, once", async () => {
    const { button, arrive } = await hydrateBeforeItsCode();
    await arrive();
    act(() => button.click());
    expect(button.textContent).toBe("1");
    await act(replayed);
    expect(button.textContent).toBe("1");
  });

  it("is dropped when the button leaves the page before its code arrives", async () => {
    const { button } = await hydrateBeforeItsCode();
    act(() => button.click());
    act(() => roots.forEach((root) => root.unmount()));
    roots = [];
    button.remove();
    await replayed();
    expect(button.textContent).toBe("0");
  });

  it("on a link or a form's submit button is not held: they work as plain HTML", async () => {
    const { link, submit } = await hydrateBeforeItsCode();
    const onLink = new MouseEvent("click", { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(onLink);
    });
    expect(onLink.defaultPrevented).toBe(false);
    // The click's default action, the form's submission, happens (jsdom does not send it: stopped here).
    let submitted = false;
    submit.form?.addEventListener("submit", (event) => {
      submitted = true;
      event.preventDefault();
    });
    act(() => submit.click());
    expect(submitted).toBe(true);
  });
});
