import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "../../state/store.js";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../locales/pt/later.po";
import { offlineReadyAtom, updateReadyAtom } from "../../state/pwa.js";
import { offlineReadyMs, offlineReadySeen } from "./offline-ready.js";
import { PwaNotices } from "./PwaNotices.js";

const ready = "Pronto para funcionar offline.";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderNotices() {
  const store = createStore();
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <PwaNotices />
        <label>
          Telefone <input id="phone" />
        </label>
        <button type="button">Menu</button>
      </I18nProvider>
    </Provider>,
  );
  act(() => store.set(offlineReadyAtom, true));
  return store;
}

describe("ready to work offline", () => {
  it("goes away by itself after a few seconds, and is remembered as seen", () => {
    const store = renderNotices();
    expect(screen.getByText(ready)).toBeTruthy();
    expect(offlineReadySeen()).toBe(true);
    act(() => {
      vi.advanceTimersByTime(offlineReadyMs - 100);
    });
    expect(screen.queryByText(ready)).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText(ready)).toBeNull();
    expect(store.get(offlineReadyAtom)).toBe(false);
  });

  it("leaves at once when the visitor enters a form field, not for other focus", () => {
    renderNotices();
    fireEvent.focusIn(screen.getByRole("button", { name: "Menu" }));
    expect(screen.queryByText(ready)).not.toBeNull();
    fireEvent.focusIn(screen.getByLabelText("Telefone"));
    expect(screen.queryByText(ready)).toBeNull();
  });

  it("leaves at once when the focus comes to a control it lies over", () => {
    renderNotices();
    const notice = screen.getByRole("status");
    const menu = screen.getByRole("button", { name: "Menu" });
    const box = (left: number, top: number) => () => DOMRect.fromRect({ x: left, y: top, width: 100, height: 40 });
    notice.getBoundingClientRect = box(300, 700);
    menu.getBoundingClientRect = box(0, 0);
    fireEvent.focusIn(menu);
    // What only the page focuses (main after a navigation, tabIndex -1) is no control, wherever its middle is.
    const main = document.createElement("main");
    main.tabIndex = -1;
    document.body.append(main);
    main.getBoundingClientRect = box(350, 720);
    fireEvent.focusIn(main);
    main.remove();
    expect(screen.queryByText(ready)).not.toBeNull();
    // The same button, now where the notice sits (a slide button at the bottom right of the hero).
    menu.getBoundingClientRect = box(350, 720);
    fireEvent.focusIn(menu);
    expect(screen.queryByText(ready)).toBeNull();
  });

  it("is not shown while a form field already has the focus", () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <PwaNotices />
          <input aria-label="Nome" />
        </I18nProvider>
      </Provider>,
    );
    screen.getByLabelText("Nome").focus();
    act(() => store.set(offlineReadyAtom, true));
    expect(screen.queryByText(ready)).toBeNull();
  });

  it("Ok still closes it at once", () => {
    renderNotices();
    fireEvent.click(screen.getByRole("button", { name: "Ok" }));
    expect(screen.queryByText(ready)).toBeNull();
  });
});

describe("a notice's buttons", () => {
  /** The notices beside a page's main region, with the new version's notice shown too. */
  function renderWithMain() {
    const store = renderNotices();
    render(<main id="main" tabIndex={-1} />);
    // A function is read as an update of the atom: this one sets the reload.
    act(() => store.set(updateReadyAtom, () => () => undefined));
    return store;
  }

  it("hand the keyboard's focus to the page's main region as the notice goes", () => {
    renderWithMain();
    const notNow = screen.getByRole("button", { name: "Agora não" });
    notNow.focus();
    fireEvent.click(notNow);
    expect(screen.queryByRole("group", { name: "Uma nova versão do site está disponível." })).toBeNull();
    expect(document.activeElement?.id).toBe("main");

    const ok = screen.getByRole("button", { name: "Ok" });
    ok.focus();
    fireEvent.click(ok);
    expect(screen.queryByText(ready)).toBeNull();
    expect(document.activeElement?.id).toBe("main");
  });

  it("keep the focus where it is when it was elsewhere, also when the notice goes by itself", () => {
    renderWithMain();
    const menu = screen.getByRole("button", { name: "Menu" });
    menu.focus();
    fireEvent.click(screen.getByRole("button", { name: "Agora não" }));
    expect(document.activeElement).toBe(menu);
    screen.getByRole("button", { name: "Ok" }).focus();
    act(() => {
      vi.advanceTimersByTime(offlineReadyMs + 100);
    });
    expect(screen.queryByText(ready)).toBeNull();
    expect(document.activeElement?.id).toBe("main");
  });
});
