import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyImage } from "./LazyImage.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderImage() {
  const commits = { count: 0 };
  const { container } = render(
    <Profiler id="image" onRender={() => commits.count++}>
      <LazyImage mediaKey="platform.test/storage/talents/1/cover.jpg" alt="Ana Souza" width={480} height={640} sizes="50vw" />
    </Profiler>,
  );
  const frame = container.firstElementChild as HTMLElement;
  return { frame, image: () => frame.querySelector("img"), commits };
}

describe("a lazily loaded image", () => {
  it("shows its skeleton until the photo loads, then marks its frame loaded without a render", () => {
    const { frame, image, commits } = renderImage();
    expect(frame.hasAttribute("data-loaded")).toBe(false);
    const rendered = commits.count;
    fireEvent.load(image() as HTMLImageElement);
    expect(frame.hasAttribute("data-loaded")).toBe(true);
    // A list swapping twenty covers would otherwise render each card again as its photo arrives.
    expect(commits.count).toBe(rendered);
    expect(image()?.getAttribute("src")).toBe("/media/640/platform.test/storage/talents/1/cover.jpg");
  });

  it("replaces a photo that failed with its description, for screen readers", () => {
    const { frame, image } = renderImage();
    fireEvent.error(image() as HTMLImageElement);
    expect(image()).toBeNull();
    expect(frame.hasAttribute("data-loaded")).toBe(false);
    expect(screen.getByText("Ana Souza")).toBeTruthy();
  });

  it("notices a photo that had already loaded, or failed, before it mounted", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    const natural = vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(480);
    expect(renderImage().frame.hasAttribute("data-loaded")).toBe(true);
    cleanup();
    natural.mockReturnValue(0);
    const failed = renderImage();
    expect(failed.image()).toBeNull();
    expect(screen.getByText("Ana Souza")).toBeTruthy();
  });
});
