import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages as shell } from "../../../../locales/pt/messages.po";
import { messages as talents } from "../../../../locales/pt/talents.po";
import type { ImageItem } from "../../../contract/site-api.js";
import { createStore, Provider } from "../../../state/store.js";
import { GallerySlider } from "./GallerySlider.js";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages: { ...shell, ...talents } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // Each test opens the gallery afresh, not where the last one left it (slide-memory).
  window.history.replaceState(null, "");
});

const photo = (n: number): ImageItem => ({ kind: "image", src: `talents/1/photo-${n}.jpg`, width: 1600, height: 1066 });

function renderSlider() {
  render(
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <GallerySlider gallery="book" items={[photo(1), photo(2), photo(3)]} wide={false} label="Portfolio" talentName="Ana" />
      </I18nProvider>
    </Provider>,
  );
}

const carousel = () => screen.getByRole("region", { name: "Portfolio" });

describe("the gallery carousel", () => {
  it("is made in a task after the page's commit", () => {
    vi.useFakeTimers();
    renderSlider();
    expect(carousel().dataset.slider).toBe("static");
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(carousel().dataset.slider).toBe("live");
  });

  it("answers a key pressed before that task has run: the press makes it at once", () => {
    vi.useFakeTimers();
    renderSlider();
    expect(carousel().dataset.slider).toBe("static");
    act(() => {
      fireEvent.keyDown(screen.getByRole("button", { name: "Próxima" }), { key: "End" });
    });
    expect(carousel().dataset.slider).toBe("live");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText(/3\s*\/\s*3/)).toBeTruthy();
  });

  it("fetches the first photo first and decodes it with its frame: the next ones, lazy, yield to it", () => {
    renderSlider();
    const images = carousel().querySelectorAll("img");
    expect(images).toHaveLength(3);
    expect([...images].map((image) => [image.getAttribute("loading"), image.getAttribute("fetchpriority"), image.getAttribute("decoding")])).toEqual([
      ["eager", "high", "sync"],
      ["lazy", "low", "async"],
      ["lazy", "low", "async"],
    ]);
  });
});
