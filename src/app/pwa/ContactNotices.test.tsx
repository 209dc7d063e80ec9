import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../locales/pt/later.po";
import { refusedContactAskedAtom } from "../../state/contact-messages.js";
import { contactNoticesAtom, noticeDelivered, noticeRefused } from "../../state/contact-notices.js";
import { localeAtom, Provider, store } from "../../state/store.js";
import { ContactNotices, deliveredNoticeMs } from "./ContactNotices.js";
import { PwaNoticeRegion } from "./PwaNoticeRegion.js";

const delivered = "A mensagem que estava guardada neste aparelho foi enviada à agência. A equipe responde pelo e-mail que você informou.";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});
beforeEach(() => {
  vi.useFakeTimers();
  store.set(contactNoticesAtom, { delivered: [], refused: [] });
  store.set(localeAtom, "pt");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderNotices() {
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <main id="main" tabIndex={-1} />
        <button type="button">Menu</button>
        <ContactNotices />
      </I18nProvider>
    </Provider>,
  );
}

describe("a contact message delivered later", () => {
  it("is a notice, counted, that goes by itself after a while", () => {
    renderNotices();
    act(() => noticeDelivered("a"));
    const notice = screen.getByRole("group", { name: delivered });
    expect(notice).toBeTruthy();
    act(() => noticeDelivered("b"));
    expect(screen.getByRole("group").textContent).toContain("As 2 mensagens que estavam guardadas neste aparelho foram enviadas à agência.");
    act(() => {
      vi.advanceTimersByTime(deliveredNoticeMs + 100);
    });
    expect(screen.queryByRole("group")).toBeNull();
    expect(store.get(contactNoticesAtom).delivered).toEqual([]);
  });

  it("waits for its Ok once the keyboard is in it; Ok hands the focus to the page's main region", () => {
    renderNotices();
    act(() => noticeDelivered("a"));
    const ok = screen.getByRole("button", { name: "Ok" });
    act(() => ok.focus());
    act(() => {
      vi.advanceTimersByTime(deliveredNoticeMs * 2);
    });
    expect(screen.getByRole("group", { name: delivered })).toBeTruthy();
    fireEvent.click(ok);
    expect(screen.queryByRole("group")).toBeNull();
    expect(document.activeElement?.id).toBe("main");
  });
});

describe("a contact message refused later", () => {
  it("links to the contact form, which brings it back, and stays until the visitor closes it", () => {
    renderNotices();
    act(() => noticeRefused("a"));
    const notice = screen.getByRole("group", { name: /O servidor não aceitou a mensagem que estava guardada neste aparelho/ });
    expect(screen.getByRole("link", { name: "Abrir a mensagem" }).getAttribute("href")).toBe("/contatos#contato");
    act(() => {
      vi.advanceTimersByTime(deliveredNoticeMs * 2);
    });
    expect(notice.isConnected).toBe(true);
    const notNow = screen.getByRole("button", { name: "Agora não" });
    notNow.focus();
    fireEvent.click(notNow);
    expect(screen.queryByRole("group")).toBeNull();
    expect(document.activeElement?.id).toBe("main");
  });
});

describe("the refused message's link", () => {
  it("closes the notice and asks the contact form for the message, so that a form already on the page brings it back", () => {
    renderNotices();
    act(() => noticeRefused("a"));
    const asked = store.get(refusedContactAskedAtom);
    // Followed on the contact page itself: the URL's path stays, and only this ask reaches the form there.
    act(() => {
      fireEvent.click(screen.getByRole("link", { name: "Abrir a mensagem" }));
    });
    expect(store.get(refusedContactAskedAtom)).toBe(asked + 1);
    expect(screen.queryByRole("group")).toBeNull();
    expect(store.get(contactNoticesAtom).refused).toEqual([]);
  });
});

describe("the notices' region", () => {
  it("is a polite live region present before any notice, so what enters it is announced", () => {
    render(
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <PwaNoticeRegion />
        </I18nProvider>
      </Provider>,
    );
    expect(screen.getByRole("region", { name: "Avisos" }).getAttribute("aria-live")).toBe("polite");
  });
});
