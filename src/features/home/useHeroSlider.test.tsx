import { act, cleanup, render } from "@testing-library/react";
import { useEffect, useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useHeroSlider, type HeroSlider } from "./useHeroSlider.js";

// The hero slider loops only when there is more than one slide.

let latest: HeroSlider | undefined;

function report(state: HeroSlider): void {
  latest = state;
}

function Hero({ count }: { count: number }) {
  const container = useRef<HTMLDivElement>(null);
  const state = useHeroSlider(container, count, false);
  useEffect(() => report(state), [state]);
  return (
    <div ref={container} className="keen-slider">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="keen-slider__slide">
          slide {index + 1}
        </div>
      ))}
    </div>
  );
}

/** Lets the idle wait (a timer in jsdom) run and keen-slider's chunk load. */
async function settle(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2000);
  });
  // The dynamic import resolves outside the fake clock.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  latest = undefined;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useHeroSlider", () => {
  it("makes no slider of a single slide: nothing loops, nothing moves", async () => {
    render(<Hero count={1} />);
    await settle();
    expect(latest?.slider).toBeNull();
    expect(latest?.active).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(latest?.slider).toBeNull();
  });

  it("makes a looping slider of two slides or more, with the 2.5 s transition", async () => {
    render(<Hero count={2} />);
    await settle();
    const slider = latest?.slider;
    expect(slider).not.toBeNull();
    expect(slider?.options.loop).toBe(true);
    expect(slider?.options.defaultAnimation?.duration).toBe(2500);
    expect(slider?.slides).toHaveLength(2);
  });

  it("drops the slider when the slides shrink to one", async () => {
    const { rerender } = render(<Hero count={3} />);
    await settle();
    expect(latest?.slider?.options.loop).toBe(true);
    rerender(<Hero count={1} />);
    await settle();
    expect(latest?.slider).toBeNull();
  });
});
