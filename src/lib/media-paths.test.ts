import { describe, expect, it } from "vitest";
import { mediaUrl, videoUrl } from "./media.js";
import { mediaKeysIn, parseMediaPath } from "./media-paths.js";

describe("media URLs", () => {
  const key = "platform.example:8443/storage/talents/12/hr/book-1.jpg";

  it("read back the key and width they were built from, as a path or a full URL", () => {
    expect(mediaUrl(key, 640)).toBe(`/media/640/${key}`);
    expect(parseMediaPath(mediaUrl(key, 640))).toEqual({ key, width: 640 });
    expect(parseMediaPath(`https://passarela.example${mediaUrl(key, 1920)}`)).toEqual({ key, width: 1920 });
    expect(parseMediaPath(`http://127.0.0.1:4173${mediaUrl(key, 320)}?v=2#x`)).toEqual({ key, width: 320 });
  });

  it("name no width the server does not render, and no image for anything else", () => {
    expect(parseMediaPath(`/media/333/${key}`)).toEqual({ key, width: undefined });
    expect(parseMediaPath(videoUrl("host/storage/slides/1/video/desktop.mp4"))).toBeUndefined();
    expect(parseMediaPath("/api/talents")).toBeUndefined();
    expect(parseMediaPath("/media/640/")).toBeUndefined();
    expect(parseMediaPath("not a url")).toBeUndefined();
    expect(parseMediaPath(`/pages/media/640/${key}`)).toBeUndefined();
  });

  it("find the images an HTML text links, whatever the quotes", () => {
    const html = `<p><img src="/media/1280/a.example/1.jpg"><img src='/media/640/a.example/2.png' alt=x></p><a href="/media/video/v.mp4">v</a>`;
    expect(mediaKeysIn(html)).toEqual(["a.example/1.jpg", "a.example/2.png"]);
  });
});
