import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Form } from "react-final-form";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../../locales/pt/getscouted.po";
import { EmailList } from "./EmailList.js";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});
afterEach(cleanup);

function renderList(validate?: () => Record<string, string>) {
  render(
    <I18nProvider i18n={i18n}>
      <Form onSubmit={() => undefined} initialValues={{ email: [] }} validate={validate}>
        {({ handleSubmit }) => (
          <form aria-label="Inscrição" onSubmit={(event) => void handleSubmit(event)}>
            <EmailList />
          </form>
        )}
      </Form>
    </I18nProvider>,
  );
  return { input: screen.getByRole<HTMLInputElement>("textbox", { name: /E-mail/ }), status: screen.getByRole("status") };
}

/** What a screen reader is handed: a live region is read again only when its content changes. */
function watch(region: HTMLElement): () => number {
  let changes = 0;
  new MutationObserver((records) => (changes += records.length)).observe(region, { childList: true, characterData: true, subtree: true });
  return () => changes;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the e-mail list's note", () => {
  it("is said again when the same invalid address is entered again, and reads the same", async () => {
    const { input, status } = renderList();
    const changes = watch(status);
    fireEvent.change(input, { target: { value: "ana@" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await flush();
    expect(status.textContent.trim()).toBe("“ana@” não é um e-mail válido.");
    const first = changes();
    expect(first).toBeGreaterThan(0);

    fireEvent.keyDown(input, { key: "Enter" });
    await flush();
    expect(changes()).toBeGreaterThan(first);
    // What differs is a no-break space at the end, neither seen nor read.
    expect(status.textContent.trim()).toBe("“ana@” não é um e-mail válido.");
  });

  it("is said when a keyboard without key names types a separator after an invalid address, and goes when the visitor types on", async () => {
    const { input, status } = renderList();
    fireEvent.change(input, { target: { value: "ana@," } });
    await flush();
    expect(status.textContent.trim()).toBe("“ana@” não é um e-mail válido.");
    fireEvent.change(input, { target: { value: "ana@" } });
    await flush();
    expect(status.textContent).toBe("");
    fireEvent.change(input, { target: { value: "ana@marca.example," } });
    await flush();
    expect(screen.getByRole("list", { name: "E-mails adicionados" }).textContent).toContain("ana@marca.example");
    expect(status.textContent).toBe("");
  });

  it("is only heard, not seen, beside the field's own error: the page does not say the same thing twice", async () => {
    // The form's schema flags an empty list when an invalid address is typed.
    const { input, status } = renderList(() => ({ email: "invalid_email" }));
    fireEvent.change(input, { target: { value: "ana@" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await flush();
    expect(status.className).not.toBe("visually-hidden");
    // Sent: the field shows its own error.
    fireEvent.submit(screen.getByRole("form", { name: "Inscrição" }));
    await flush();
    expect(screen.getByText("Informe um e-mail válido, como nome@exemplo.com.")).toBeTruthy();
    expect(status.textContent.trim()).toBe("“ana@” não é um e-mail válido.");
    expect(status.className).toBe("visually-hidden");
  });

  it("stays seen beside a field error that says something else", async () => {
    const { input, status } = renderList(() => ({ email: "required" }));
    fireEvent.submit(screen.getByRole("form", { name: "Inscrição" }));
    await flush();
    fireEvent.change(input, { target: { value: "ana@" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await flush();
    expect(status.textContent.trim()).toBe("“ana@” não é um e-mail válido.");
    expect(status.className).not.toBe("visually-hidden");
  });
});
