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
  const [size, setSize] = useState("");
  const [website, setWebsite] = useState("");
  // A field whose code makes something else of what is typed (as a phone mask does), counting its edits.
  const [code, setCode] = useState({ text: "", edits: 0 });
  const [renders, setRenders] = useState(0);
  const state = JSON.stringify({ name, message, subject, agreed, size, website, code });
  const radio = (value: string) =>
    createElement("input", { type: "radio", name: "size", value, "aria-label": value, checked: size === value, onChange: () => setSize(value) });
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
    radio("s"),
    radio("m"),
    // A honeypot: out of the keyboard's reach, for bots (and a browser's autofill) to fill.
    createElement("input", { "aria-label": "website", tabIndex: -1, value: website, onChange: (event: { target: HTMLInputElement }) => setWebsite(event.target.value) }),
    createElement("input", {
      "aria-label": "code",
      value: code.text,
      onChange: (event: { target: HTMLInputElement }) => setCode((last) => ({ text: event.target.value.toUpperCase(), edits: last.edits + 1 })),
    }),
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
  delete document.documentElement.dataset.hydrated;
});

/** Hydrates the fields as the app does, and marks the page hydrated as its first page does once committed. */
async function hydrate(container: HTMLElement, children: ReactNode): Promise<void> {
  await act(async () => {
    roots.push(hydrateRoot(container, children));
    await Promise.resolve();
  });
  document.documentElement.dataset.hydrated = "true";
}

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
    small: field("s") as HTMLInputElement,
    medium: field("m") as HTMLInputElement,
    website: field("website") as HTMLInputElement,
    code: field("code") as HTMLInputElement,
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
  box.checked = box.type === "radio" || !box.checked;
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
    await hydrate(page.container, part(Fields));
    await act(replayed);
    expect(page.state()).toMatchObject({ name: "Ana Souza", message: "Olá", subject: "press", agreed: true, size: "", website: "" });
    page.rerender();
    expect([page.name.value, page.message.value, page.subject.value, page.agreed.checked]).toEqual(["Ana Souza", "Olá", "press", true]);
  });

  it("in a part whose code comes later, waits for that code", async () => {
    const page = serverHtml();
    let arrive: () => void = () => undefined;
    const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Fields })));
    await hydrate(page.container, part(lazy(() => code)));
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

  it("gives way to an edit React heard itself, made after it took the field over", async () => {
    const page = serverHtml();
    type(page.name, "Ana");
    await hydrate(page.container, part(Fields));
    // Typed on before the kept edit's turn came, through React's own setter as a test library types: React hears it.
    const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
    act(() => {
      value?.set?.call(page.name, "Ana S");
      page.name.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(replayed);
    expect(page.state()).toMatchObject({ name: "Ana S" });
    expect(page.name.value).toBe("Ana S");
  });

  it("ends a radio group on the last choice, and leaves a honeypot to the bots", async () => {
    const page = serverHtml();
    tick(page.small);
    tick(page.medium);
    tick(page.small);
    type(page.website, "https://spam.example");
    await hydrate(page.container, part(Fields));
    await act(replayed);
    expect(page.state()).toMatchObject({ size: "s", website: "" });
  });

  it("leaves alone what the page's code makes of an edit given (a mask), instead of giving it again", async () => {
    const page = serverHtml();
    type(page.code, "ab12");
    await hydrate(page.container, part(Fields));
    // Past the second in which an edit React drew over is given again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(page.state()).toMatchObject({ code: { text: "AB12", edits: 1 } });
    expect(page.code.value).toBe("AB12");
  });
});
