import { describe, expect, it } from "vitest";
import { shareLink, shareUrl } from "./share.js";

const data = { title: "Ana Souza — Passarela", text: "Portfólio de Ana Souza na Passarela", url: "https://passarela.example/modelos/7/ana-souza" };

/** A browser's navigator with only what sharing touches; the share sheet itself is outside the machine. */
function browser({ share, copy, clipboard = true }: { share?: (data: ShareData) => Promise<void>; copy?: (text: string) => Promise<void>; clipboard?: boolean }) {
  const copied: string[] = [];
  const shared: ShareData[] = [];
  const nav = {
    share: share && ((value: ShareData) => (shared.push(value), share(value))),
    clipboard: clipboard ? { writeText: (text: string) => (copied.push(text), copy ? copy(text) : Promise.resolve()) } : undefined,
  } as unknown as Navigator;
  return { nav, copied, shared };
}

describe("sharing a profile", () => {
  it("hands the share sheet the title, text and link, and copies nothing", async () => {
    const { nav, copied, shared } = browser({ share: () => Promise.resolve() });
    await expect(shareLink(data, nav)).resolves.toBe("shared");
    expect(shared).toEqual([data]);
    expect(copied).toEqual([]);
  });

  it("asks for the sheet before anything is awaited, while the visitor's tap still counts", () => {
    const { nav, shared } = browser({ share: () => new Promise(() => undefined) });
    void shareLink(data, nav);
    expect(shared).toEqual([data]);
  });

  it("says nothing when the visitor closes the sheet, and copies nothing", async () => {
    const { nav, copied } = browser({ share: () => Promise.reject(new DOMException("closed", "AbortError")) });
    await expect(shareLink(data, nav)).resolves.toBe("cancelled");
    expect(copied).toEqual([]);
  });

  it("copies the link when the sheet is refused, or when there is none", async () => {
    const refused = browser({ share: () => Promise.reject(new DOMException("no", "NotAllowedError")) });
    await expect(shareLink(data, refused.nav)).resolves.toBe("copied");
    expect(refused.copied).toEqual([data.url]);
    const none = browser({});
    await expect(shareLink(data, none.nav)).resolves.toBe("copied");
    expect(none.copied).toEqual([data.url]);
  });

  it("reports a clipboard that refuses, and one that is not there (an insecure page)", async () => {
    await expect(shareLink(data, browser({ copy: () => Promise.reject(new DOMException("denied", "NotAllowedError")) }).nav)).resolves.toBe("failed");
    await expect(shareLink(data, browser({ clipboard: false }).nav)).resolves.toBe("failed");
  });

  it("shares the page's address without its fragment", () => {
    expect(shareUrl({ origin: "https://passarela.example", pathname: "/en/modelos/7/ana-souza", search: "?tab=snap" })).toBe(
      "https://passarela.example/en/modelos/7/ana-souza?tab=snap",
    );
  });
});
