import "fake-indexeddb/auto";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../../locales/pt/contact.po";
import { siteAnswers } from "../../../../tests/helpers/application-queue.js";
import { stubSiteNetwork } from "../../../../tests/helpers/site-network.js";
import { MemoryLockManager } from "../../../../tests/helpers/web-locks.js";
import { getQueuedContact, listQueuedContacts, putQueuedContact, removeQueuedContact } from "../../../lib/contact-queue/idb.js";
import type { QueuedContact } from "../../../lib/contact-queue/records.js";
import { openRefusedContacts } from "../../../state/contact-messages.js";
import { Provider, store } from "../../../state/store.js";
import { ContactForm } from "./ContactForm.js";

const t0 = Date.UTC(2026, 0, 10, 12, 0, 0);

/** A message kept on the device and refused by the server after its page was gone. */
async function keepRefused(name: string, createdAt: number): Promise<string> {
  const key = randomUUID();
  const record: QueuedContact = {
    v: 1,
    key,
    createdAt,
    body: { name, email: "ana@", subject: "press", message: "Uma pauta sobre a agência.", website: "", started_at: createdAt - 60_000 },
    attempts: 1,
    lastAttemptAt: createdAt,
    outcome: { kind: "rejected", status: 400, error: "invalid_contact", fields: { email: "invalid_email" } },
  };
  await putQueuedContact(record);
  return key;
}

const scrolled: Element[] = [];

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});

beforeEach(async () => {
  vi.stubGlobal("navigator", { locks: new MemoryLockManager() });
  stubSiteNetwork(siteAnswers.receipt);
  for (const record of await listQueuedContacts()) await removeQueuedContact(record.key);
  scrolled.length = 0;
  // jsdom draws nothing and has no scrolling: note what would be scrolled into view.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
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

describe("a refused message asked for from a notice on the contact page itself", () => {
  it("comes back into the empty form already shown, which comes into view with the focus where the link leads from another page", async () => {
    renderForm();
    await waitFor(() => expect(field("Nome")).toBeTruthy());
    const name = `Ana ${randomUUID().slice(0, 6)}`;
    await keepRefused(name, t0);

    act(() => openRefusedContacts());

    await waitFor(() => expect(field("Nome").value).toBe(name));
    expect(field("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(status().textContent).toContain("O servidor não aceitou esta mensagem, que estava guardada neste aparelho.");
    expect(document.activeElement?.id).toBe("main");
    expect(scrolled.map((element) => element.id)).toContain("contato");
  });

  it("does not replace what the visitor is writing: it is offered beside it, and opens in its place only when asked", async () => {
    renderForm();
    await waitFor(() => expect(field("Nome")).toBeTruthy());
    fireEvent.change(field("Nome"), { target: { value: "Bia" } });
    fireEvent.change(field("Mensagem"), { target: { value: "Uma mensagem nova." } });
    const name = `Ana ${randomUUID().slice(0, 6)}`;
    await keepRefused(name, t0);
    const changes = watch(status());

    act(() => openRefusedContacts());

    await waitFor(() => expect(status().textContent).toContain("Ela não foi aberta aqui para não apagar o que você está escrevendo"));
    expect(field("Nome").value).toBe("Bia");
    expect(field("Mensagem").value).toBe("Uma mensagem nova.");
    expect(document.activeElement?.id).toBe("main");
    // Asked again: said again, though the words are the same.
    const said = changes();
    act(() => openRefusedContacts());
    await waitFor(() => expect(changes()).toBeGreaterThan(said));

    fireEvent.click(screen.getByRole("button", { name: "Abrir a mensagem recusada no lugar desta" }));
    await waitFor(() => expect(field("Nome").value).toBe(name));
    expect(field("Mensagem").value).toBe("Uma pauta sobre a agência.");
    expect(document.activeElement).toBe(field("E-mail"));
    expect(screen.queryByRole("button", { name: "Abrir a mensagem recusada no lugar desta" })).toBeNull();
  });
});

describe("several refused messages", () => {
  it("come back one after the other: once the correction is sent, the next is offered and opens on its field to correct", async () => {
    const first = `Ana ${randomUUID().slice(0, 6)}`;
    const second = `Bia ${randomUUID().slice(0, 6)}`;
    const firstKey = await keepRefused(first, t0);
    const secondKey = await keepRefused(second, t0 + 1000);
    renderForm();
    await waitFor(() => expect(field("Nome").value).toBe(first));

    fireEvent.change(field("E-mail"), { target: { value: "ana@marca.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Enviar mensagem" }));

    const sent = await screen.findByText(/Mensagem enviada/);
    // Counted once the message went: it enters the status the visitor is told it in.
    await waitFor(() => expect(sent.textContent).toContain("Outra mensagem que o servidor não aceitou continua guardada neste aparelho."));
    expect(await getQueuedContact(firstKey)).toBeUndefined();
    fireEvent.click(screen.getByRole("button", { name: "Abrir a mensagem recusada" }));

    await waitFor(() => expect(field("Nome").value).toBe(second));
    expect(document.activeElement).toBe(field("E-mail"));
    expect(await getQueuedContact(secondKey)).toMatchObject({ outcome: { kind: "rejected" } });
    fireEvent.change(field("E-mail"), { target: { value: "bia@marca.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Enviar mensagem" }));
    const last = await screen.findByText(/Mensagem enviada/);
    // None left: nothing more is offered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(last.textContent).not.toContain("continua guardada");
    expect(screen.queryByRole("button", { name: "Abrir a mensagem recusada" })).toBeNull();
    expect(await listQueuedContacts()).toEqual([]);
  });
});

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

describe("a form posted without JavaScript and refused, as the redirect names the refusal", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it.each([
    ["invalid_contact", "A mensagem não foi enviada: confira os campos e envie de novo."],
    ["rate_limited", "A mensagem não foi enviada: muitas mensagens foram enviadas deste endereço. Tente de novo mais tarde."],
    ["cross_site", "Uma página de outro site tentou enviar uma mensagem por este formulário, e ela não foi enviada."],
  ])("?erro=%s says why", async (code, said) => {
    window.history.replaceState(null, "", `/contatos?erro=${code}#contato`);
    renderForm();
    await waitFor(() => expect(status().textContent).toContain(said));
  });
});
