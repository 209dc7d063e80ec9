import { describe, expect, it } from "vitest";
import { MediaKeys } from "./media-keys.js";

describe("MediaKeys", () => {
  const keys = new MediaKeys("http://127.0.0.1:3921", ["cdn.example.com"]);

  it("names and fetches back platform media under /storage/ only", () => {
    expect(keys.toKey("/storage/talents/1/hr/a.jpg")).toBe("127.0.0.1:3921/storage/talents/1/hr/a.jpg");
    expect(keys.fromKey("127.0.0.1:3921/storage/talents/1/hr/a.jpg")?.href).toBe("http://127.0.0.1:3921/storage/talents/1/hr/a.jpg");
    // The rest of the platform's host is its API.
    expect(keys.toKey("http://127.0.0.1:3921/api/about-content")).toBeNull();
    expect(keys.fromKey("127.0.0.1:3921/api/about-content")).toBeNull();
    expect(keys.fromKey("127.0.0.1:3921/pdf/x.pdf")).toBeNull();
    expect(keys.fromKey("127.0.0.1:3921/storagex/a.jpg")).toBeNull();
  });

  it("refuses dot segments, plain or percent-encoded, that would leave /storage/", () => {
    expect(keys.fromKey("127.0.0.1:3921/storage/../api/about-content")).toBeNull();
    expect(keys.fromKey("127.0.0.1:3921/storage/%2e%2e/api/about-content")).toBeNull();
    expect(keys.fromKey("127.0.0.1:3921/storage/.%2E/api/about-content")).toBeNull();
    expect(keys.toKey("http://127.0.0.1:3921/storage/%2e%2e/api/about-content")).toBeNull();
  });

  it("fetches a file under its one key only, as the route reads it (percent-decoded)", () => {
    expect(keys.fromKey("127.0.0.1:3921/storage/talents/1/hr/a b.jpg")?.href).toBe("http://127.0.0.1:3921/storage/talents/1/hr/a%20b.jpg");
    expect(keys.fromKey("127.0.0.1:3921/storage/talents/1/hr/joão.jpg")?.pathname).toBe("/storage/talents/1/hr/jo%C3%A3o.jpg");
    for (const spelling of ["a.jpg?1", "a.jpg?", "a.jpg#x", "./a.jpg", "x/../a.jpg"]) {
      expect(keys.fromKey(`127.0.0.1:3921/storage/talents/1/hr/${spelling}`), spelling).toBeNull();
    }
    expect(keys.fromKey("127.0.0.1:3921/storage/./talents/1/hr/a.jpg")).toBeNull();
    expect(keys.fromKey("cdn.example.com/photos/a.jpg?v=2")).toBeNull();
    expect(keys.fromKey("CDN.example.com/photos/a.jpg")).toBeNull();
    expect(keys.fromKey("cdn.example.com/photos/a.jpg")?.href).toBe("https://cdn.example.com/photos/a.jpg");
  });

  it("keeps a platform base path in front of /storage/", () => {
    const prefixed = new MediaKeys("https://api.agency.example/platform/", []);
    expect(prefixed.toKey("/platform/storage/a.jpg")).toBe("api.agency.example/platform/storage/a.jpg");
    expect(prefixed.fromKey("api.agency.example/platform/storage/a.jpg")?.href).toBe("https://api.agency.example/platform/storage/a.jpg");
    expect(prefixed.fromKey("api.agency.example/storage/a.jpg")).toBeNull();
    expect(prefixed.fromKey("api.agency.example/platform/api/staff")).toBeNull();
  });

  it("fetches any path of an allow-listed media host, over https, and nothing of other hosts", () => {
    expect(keys.fromKey("cdn.example.com/images/a.jpg")?.href).toBe("https://cdn.example.com/images/a.jpg");
    expect(keys.toKey("https://cdn.example.com/images/a.jpg")).toBe("cdn.example.com/images/a.jpg");
    expect(keys.fromKey("evil.example/storage/a.jpg")).toBeNull();
    expect(keys.toKey("https://evil.example/storage/a.jpg")).toBeNull();
  });
});
