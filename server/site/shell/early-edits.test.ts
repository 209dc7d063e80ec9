// @vitest-environment jsdom
import { act, createElement, Fragment, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { earlyEditScript } from "./boot-script.js";

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // As the page runs it: once, before any of the app's code, from the very text the page carries.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the script is ours, and text is what the page gets
  new Function(earlyEditScript)();
});

/** A form whose state shows beside it, with a button that renders it again. */
function Fields() {
  const [name, setName] = useState("");
  const [message, setMessage] = useState("");
  const [subject, setSubject] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [renders, setRenders] = useState(0);
  const state = JSON.stringify({ name, message, subject, agreed });
  return createElement(
    Fragment,
    null,
    createElement("input", { "aria-label": "name", value: name, onChange: (event: { target: HTMLInputElement }) => setName(event.target.value) }),
    createElement("textarea", { "aria-label": "message", value: message, onChange: (event: { target: HTMLTextAreaElement }) => setMessage(event.target.value) }),
    createElement(
      "select",
      { "aria-label": "subject", value: subject, onChange: (event: { target: HTMLSelectElement }) => setSubject(event.target.value) },
      createElement("option", { value: "" }, "Choose"),
      createElement("option", { value: "press" }, "Press"),
    ),
    createElement("input", { type: "checkbox", "aria-label": "agreed", checked: agreed, onChange: (event: { target: HTMLInputElement }) => setAgreed(event.target.checked) }),
    createElement("output", null, state),
    createElement("button", { type: "button", onClick: () => setRenders((count) => count + 1) }, renders),
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

/** The server's HTML of the fields, not yet hydrated. */
function serverHtml() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(part(Fields));
  document.body.append(container);
  const field = (label: string) => container.querySelector(`[aria-label="${label}"]`);
  return {
    container,
    name: field("name") as HTMLInputElement,
    message: field("message") as HTMLTextAreaElement,
    subject: field("subject") as HTMLSelectElement,
    agreed: field("agreed") as HTMLInputElement,
    state: () => JSON.parse(container.querySelector("output")?.textContent ?? "{}") as unknown,
    rerender: () => act(() => (container.querySelector("button") as HTMLButtonElement).click()),
  };
}

/** As a visitor's typing reaches the page: the browser sets the value, then fires `input` (and `change` for a choice). */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
function choose(field: HTMLSelectElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}
function tick(box: HTMLInputElement): void {
  box.checked = !box.checked;
  box.dispatchEvent(new Event("input", { bubbles: true }));
  box.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("what a visitor enters before React has taken the fields over", () => {
  it("reaches the fields' state once the page hydrates, and stays through the next render", async () => {
    const page = serverHtml();
    type(page.name, "An");
    type(page.name, "Ana Souza");
    type(page.message, "Olá");
    choose(page.subject, "press");
    tick(page.agreed);
    await act(async () => {
      roots.push(hydrateRoot(page.container, part(Fields)));
      await Promise.resolve();
    });
    await act(replayed);
    expect(page.state()).toEqual({ name: "Ana Souza", message: "Olá", subject: "press", agreed: true });
    page.rerender();
    expect([page.name.value, page.message.value, page.subject.value, page.agreed.checked]).toEqual(["Ana Souza", "Olá", "press", true]);
  });

  it("in a part whose code comes later, waits for that code", async () => {
    const page = serverHtml();
    let arrive: () => void = () => undefined;
    const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Fields })));
    await act(async () => {
      roots.push(hydrateRoot(page.container, part(lazy(() => code))));
      await Promise.resolve();
    });
    act(() => type(page.name, "Bia"));
    await act(replayed);
    expect(page.name.value).toBe("Bia");
    await act(async () => {
      arrive();
      await code;
    });
    await act(replayed);
    expect(page.state()).toMatchObject({ name: "Bia" });
    page.rerender();
    expect(page.name.value).toBe("Bia");
  });
});
