import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { messages as shell } from "../../../../locales/pt/messages.po";
import { messages as talents } from "../../../../locales/pt/talents.po";
import { onlineAtom } from "../../../state/pwa.js";
import { createStore, Provider, type AppStore } from "../../../state/store.js";
import { GalleryImage } from "./GalleryImage.js";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages: { ...shell, ...talents } });
});
// A store of its own for each test, as the page has.
let store: AppStore;
beforeEach(() => {
  store = createStore();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderImage() {
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <GalleryImage src="/media/640/photo.jpg" alt="Polaroid 2" onSettled={() => undefined} />
      </I18nProvider>
    </Provider>,
  );
}

const image = () => screen.queryByRole("img", { name: "Polaroid 2" });
const placeholder = () => screen.queryByTestId("missing-photo");

describe("a gallery picture the network cannot bring", () => {
  it("offline says it is not saved here; back online it is asked for again, and again after 1 s while the network settles", () => {
    vi.useFakeTimers();
    store.set(onlineAtom, false);
    renderImage();
    fireEvent.error(image() as HTMLImageElement);
    expect(placeholder()?.textContent).toBe("Foto não salva neste aparelho. Ela aparece quando a conexão voltar.");

    act(() => store.set(onlineAtom, true));
    const first = image();
    expect(first).not.toBeNull();
    // The `online` try finds no network yet.
    fireEvent.error(first as HTMLImageElement);
    expect(placeholder()?.textContent).toBe("Não foi possível carregar esta foto.");

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const second = image();
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    fireEvent.load(second as HTMLImageElement);
    expect(placeholder()).toBeNull();
  });

  it("online, a picture that fails stays a placeholder: nothing is asked for again by itself", () => {
    vi.useFakeTimers();
    renderImage();
    fireEvent.error(image() as HTMLImageElement);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(image()).toBeNull();
    expect(placeholder()?.textContent).toBe("Não foi possível carregar esta foto.");
  });

  it("gives up after four tries by itself, leaving the placeholder", () => {
    vi.useFakeTimers();
    store.set(onlineAtom, false);
    renderImage();
    fireEvent.error(image() as HTMLImageElement);
    act(() => store.set(onlineAtom, true));
    // The `online` try, then tries after 1, 2, 4 and 8 s: all fail.
    let tries = 0;
    for (let wait = 0; wait < 60_000; wait += 500) {
      const current = image();
      if (current) {
        tries++;
        fireEvent.error(current);
      }
      act(() => {
      vi.advanceTimersByTime(500);
    });
    }
    expect(tries).toBe(5);
    expect(image()).toBeNull();
  });
});
