import "fake-indexeddb/auto";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../../locales/pt/contact.po";
import { siteAnswers } from "../../../../tests/helpers/application-queue.js";
import { stubSiteNetwork } from "../../../../tests/helpers/site-network.js";
import { MemoryLockManager } from "../../../../tests/helpers/web-locks.js";
import { Provider, store } from "../../../state/store.js";
import { ContactForm } from "./ContactForm.js";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});

beforeEach(() => {
  vi.stubGlobal("navigator", { locks: new MemoryLockManager() });
  stubSiteNetwork(siteAnswers.receipt);
  // jsdom draws nothing and has no scrolling.
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <main id="main" tabIndex={-1}>
          <ContactForm />
        </main>
      </I18nProvider>
    </Provider>,
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const status = () => screen.getByRole("status");

/** A live region is read again only when its content changes: counts the changes. */
function watch(region: HTMLElement): () => number {
  let changes = 0;
  new MutationObserver((records) => (changes += records.length)).observe(region, { childList: true, characterData: true, subtree: true });
  return () => changes;
}

describe("the form's status", () => {
  it("is said again when the visitor sends again with the fields still wrong", async () => {
    renderForm();
    await waitFor(() => expect(field("Nome")).toBeTruthy());
    const send = screen.getByRole("button", { name: "Enviar mensagem" });
    fireEvent.click(send);
    await waitFor(() => expect(status().textContent).toContain("Confira os campos destacados."));
    const changes = watch(status());
    fireEvent.click(send);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes()).toBeGreaterThan(0);
    expect(status().textContent.trim()).toBe("Confira os campos destacados.");
  });
});
