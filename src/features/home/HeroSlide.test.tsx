import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Slide } from "../../contract/site-api.js";
import { HeroSlide } from "./HeroSlide.js";

// A hero video from YouTube (privacy-enhanced domain) or Vimeo
// is embedded with autoplay and mute, and only while its slide shows and may play.

afterEach(cleanup);

const youtube: Slide = { id: 1, kind: "video", description: "Desfile de verão", source: "youtube", src: "aqz-KE-bpKQ", poster: null };
const vimeo: Slide = { id: 2, kind: "video", description: null, source: "vimeo", src: "76979871", poster: null };

function frame(slide: Slide, state: { active?: boolean; playing?: boolean } = {}) {
  const { container } = render(<HeroSlide slide={slide} first={false} active={state.active ?? true} near playing={state.playing ?? true} />);
  return container.querySelector("iframe");
}

describe("HeroSlide embeds", () => {
  it("embeds a YouTube video from youtube-nocookie, autoplaying, muted, inline and looping", () => {
    const iframe = frame(youtube);
    expect(iframe).not.toBeNull();
    const src = new URL(iframe?.getAttribute("src") ?? "");
    expect(src.origin + src.pathname).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: "1", mute: "1", playsinline: "1", loop: "1", playlist: "aqz-KE-bpKQ" });
    expect(iframe?.getAttribute("title")).toBe("Desfile de verão");
    expect(iframe?.getAttribute("allow")).toContain("autoplay");
    expect(iframe?.tabIndex).toBe(-1);
  });

  it("embeds a Vimeo video from player.vimeo.com, autoplaying and muted, titled by its provider without a description", () => {
    const iframe = frame(vimeo);
    const src = new URL(iframe?.getAttribute("src") ?? "");
    expect(src.origin + src.pathname).toBe("https://player.vimeo.com/video/76979871");
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ autoplay: "1", muted: "1" });
    expect(iframe?.getAttribute("title")).toBe("vimeo");
    expect(iframe?.getAttribute("allow")).toContain("autoplay");
  });

  it("escapes the provider's id into the URL", () => {
    const src = frame({ ...youtube, src: "a/b?c" })?.getAttribute("src") ?? "";
    expect(src.startsWith("https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?")).toBe(true);
  });

  it("loads no player while its slide is not shown, or while the slider is paused", () => {
    expect(frame(youtube, { active: false })).toBeNull();
    cleanup();
    expect(frame(vimeo, { playing: false })).toBeNull();
  });
});

describe("HeroSlide images", () => {
  const image: Slide = {
    id: 3,
    kind: "image",
    description: "Editorial",
    desktop: { src: "storage/slides/3/desktop.jpg", width: 1920, height: 1080 },
    mobile: { src: "storage/slides/3/mobile.jpg", width: 750, height: 1334 },
  };

  it("loads the first slide's picture first, and lets the texts over it show before it is decoded", () => {
    const { container } = render(<HeroSlide slide={image} first active near playing />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
    expect(img?.getAttribute("loading")).toBe("eager");
    // A full-screen picture decoded in the first frame held the logo's first paint back (about 150 ms here).
    expect(img?.getAttribute("decoding")).toBe("async");
  });

  it("loads a later slide's picture at low priority once it is near, and none while it is far", () => {
    const { container } = render(<HeroSlide slide={image} first={false} active={false} near playing />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("fetchpriority")).toBe("low");
    expect(img?.getAttribute("loading")).toBe("lazy");
    cleanup();
    expect(render(<HeroSlide slide={image} first={false} active={false} near={false} playing />).container.querySelector("img")).toBeNull();
  });
});
