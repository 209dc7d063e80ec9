import { describe, expect, it } from "vitest";
import { socialHandle, socialUrl } from "./social.js";

describe("social links", () => {
  it("turn handles into profile URLs", () => {
    expect(socialUrl("instagram", "@joao.pereira")).toBe("https://www.instagram.com/joao.pereira/");
    expect(socialUrl("instagram", "ana_souza")).toBe("https://www.instagram.com/ana_souza/");
    expect(socialUrl("tiktok", "@joao.pereira")).toBe("https://www.tiktok.com/@joao.pereira");
  });

  it("keep https URLs of the network itself and refuse anything else", () => {
    expect(socialUrl("instagram", "https://www.instagram.com/ana/")).toBe("https://www.instagram.com/ana/");
    expect(socialUrl("instagram", "https://evil.example/ana")).toBeNull();
    expect(socialUrl("tiktok", "javascript:alert(1)")).toBeNull();
    expect(socialUrl("tiktok", "@bad handle")).toBeNull();
    expect(socialUrl("tiktok", null)).toBeNull();
    expect(socialUrl("tiktok", " ")).toBeNull();
  });

  it("show a handle as @handle", () => {
    expect(socialHandle("ana")).toBe("@ana");
    expect(socialHandle("@ana")).toBe("@ana");
    expect(socialHandle("https://www.tiktok.com/@ana")).toBe("@ana");
    expect(socialHandle("https://www.instagram.com/ana/")).toBe("@ana");
  });
});
