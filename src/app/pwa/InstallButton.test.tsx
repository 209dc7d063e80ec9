import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createStore, Provider } from "../../state/store.js";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "../../../locales/pt/messages.po";
import { installPromptAtom, type InstallPromptEvent } from "../../state/pwa.js";
import { InstallButton } from "./InstallButton.js";

const iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const iPadAsMac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const desktopChrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "maxTouchPoints");
});

/** The browser as the button sees it: its user agent, touch points, and whether the site runs installed. */
function browser({ userAgent, touchPoints = 0, standalone = false }: { userAgent: string; touchPoints?: number; standalone?: boolean }) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(userAgent);
  // jsdom has no maxTouchPoints.
  Object.defineProperty(navigator, "maxTouchPoints", { value: touchPoints, configurable: true });
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: standalone && query === "(display-mode: standalone)", media: query }));
}

function renderButton(store = createStore()) {
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <InstallButton />
      </I18nProvider>
    </Provider>,
  );
  return store;
}

const steps = "No Safari, toque em Compartilhar e depois em “Adicionar à Tela de Início”.";

describe("install button", () => {
  it("on an iPhone, shows the Share → Add to Home Screen steps, since iOS has no prompt", () => {
    browser({ userAgent: iPhone, touchPoints: 5 });
    renderButton();
    const button = screen.getByRole("button", { name: "Instalar o app" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText(steps)).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(steps)).toBeTruthy();
    fireEvent.click(button);
    expect(screen.queryByText(steps)).toBeNull();
  });

  it("tells an iPad (which presents itself as a Mac) from a Mac by its touch screen", () => {
    browser({ userAgent: iPadAsMac, touchPoints: 5 });
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Instalar o app" }));
    expect(screen.getByText(steps)).toBeTruthy();
    cleanup();

    browser({ userAgent: iPadAsMac, touchPoints: 0 });
    renderButton();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows nothing once the site runs installed", () => {
    browser({ userAgent: iPhone, touchPoints: 5, standalone: true });
    const store = renderButton();
    expect(screen.queryByRole("button")).toBeNull();
    act(() => store.set(installPromptAtom, fakePrompt("accepted").event));
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("where the browser offers a prompt, opens it, then hides the button whatever the visitor chose", async () => {
    browser({ userAgent: desktopChrome });
    const store = renderButton();
    // No prompt offered (yet): nothing to press.
    expect(screen.queryByRole("button")).toBeNull();

    const { event, prompt } = fakePrompt("dismissed");
    act(() => store.set(installPromptAtom, event));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Instalar o app" }));
      await event.userChoice;
    });
    expect(prompt).toHaveBeenCalledOnce();
    // A deferred prompt can be shown only once.
    expect(store.get(installPromptAtom)).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

/** Chromium's beforeinstallprompt event, as kept by the app. */
function fakePrompt(outcome: "accepted" | "dismissed") {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event("beforeinstallprompt"), { prompt, userChoice: Promise.resolve({ outcome }) }) satisfies InstallPromptEvent;
  return { event, prompt };
}
