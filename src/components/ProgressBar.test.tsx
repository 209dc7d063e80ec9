import React from "react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "../../locales/pt/messages.po";
import { ProgressBar, progressAt, progressDurationMs, progressStepMs } from "./ProgressBar.js";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("progress bar", () => {
  it("fills over 5 s in 100 ms steps and waits below 100 until the page is there", () => {
    expect(progressDurationMs).toBe(5000);
    expect(progressStepMs).toBe(100);
    expect(progressAt(0)).toBe(0);
    expect(progressAt(2500)).toBeCloseTo(47.5);
    expect(progressAt(5000)).toBe(95);
    expect(progressAt(60_000)).toBe(95);
  });

  it("advances every 100 ms without re-rendering React", async () => {
    vi.useFakeTimers();
    let renders = 0;
    render(
      <I18nProvider i18n={i18n}>
        <React.Profiler id="bar" onRender={() => (renders += 1)}>
          <ProgressBar />
        </React.Profiler>
      </I18nProvider>,
    );
    const bar = screen.getByRole("progressbar", { name: "Carregando a página" });
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    const before = renders;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(bar.getAttribute("aria-valuenow")).toBe("48");
    expect((bar.firstElementChild as HTMLElement).style.transform).toBe("scaleX(0.48)");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(bar.getAttribute("aria-valuenow")).toBe("95");
    expect(renders).toBe(before);
  });
});
