import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages as english } from "../../../locales/en/later.po";
import { messages as portuguese } from "../../../locales/pt/later.po";
import { applicationNoticesAtom } from "../../state/applications/notices.js";
import { localeAtom, Provider, store } from "../../state/store.js";
import { ApplicationNotices } from "./ApplicationNotices.js";

const idA = "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f";
const idB = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

beforeEach(() => {
  vi.useFakeTimers();
  i18n.loadAndActivate({ locale: "pt", messages: portuguese });
  store.set(applicationNoticesAtom, { delivered: [], refused: [] });
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
        <ApplicationNotices />
      </I18nProvider>
    </Provider>,
  );
}

describe("an application received later", () => {
  it("is a notice with the reference the visitor quotes to the agency, which stays until its Ok; Ok hands the focus to the main region", () => {
    renderNotices();
    act(() => store.set(applicationNoticesAtom, { delivered: [{ key: "a", id: idA }], refused: [] }));
    const notice = screen.getByRole("group", { name: "A inscrição que estava guardada neste aparelho foi recebida pela agência. Referência: 5F0C-1D2E." });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(notice.isConnected).toBe(true);

    const ok = screen.getByRole("button", { name: "Ok" });
    act(() => ok.focus());
    fireEvent.click(ok);
    expect(screen.queryByRole("group")).toBeNull();
    expect(store.get(applicationNoticesAtom).delivered).toEqual([]);
    expect(document.activeElement?.id).toBe("main");
  });

  it("counts several, with each reference, in the visitor's language", () => {
    i18n.loadAndActivate({ locale: "en", messages: english });
    store.set(localeAtom, "en");
    renderNotices();
    act(() =>
      store.set(applicationNoticesAtom, {
        delivered: [
          { key: "a", id: idA },
          { key: "b", id: idB },
        ],
        refused: [],
      }),
    );
    expect(screen.getByRole("group", { name: "The 2 applications kept on this device have been received by the agency. References: 5F0C-1D2E, 9A8B-7C6D." })).toBeTruthy();
  });
});

describe("an application the server refused", () => {
  it("leads to the form in the visitor's language, and closes as the visitor follows it", () => {
    i18n.loadAndActivate({ locale: "en", messages: english });
    store.set(localeAtom, "en");
    renderNotices();
    act(() => store.set(applicationNoticesAtom, { delivered: [], refused: ["a"] }));
    const notice = screen.getByRole("group", { name: /The server refused some details of the application kept on this device/ });
    const link = screen.getByRole("link", { name: "Open the form" });
    expect(link.getAttribute("href")).toBe("/en/seja-um-modelo");
    expect(notice.textContent).toContain("It is still kept");

    fireEvent.click(link);
    expect(screen.queryByRole("group")).toBeNull();
    expect(store.get(applicationNoticesAtom).refused).toEqual([]);
  });

  it("can be put off: Not now closes it for this visit", () => {
    renderNotices();
    act(() => store.set(applicationNoticesAtom, { delivered: [], refused: ["a", "b"] }));
    expect(screen.getByRole("group").textContent).toContain("O servidor recusou alguns dados de 2 inscrições que estavam guardadas neste aparelho.");
    fireEvent.click(screen.getByRole("button", { name: "Agora não" }));
    expect(screen.queryByRole("group")).toBeNull();
  });
});
