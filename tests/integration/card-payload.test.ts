import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLocalSite, type LocalSite } from "../../scripts/local-site.js";

// Design budget: the card list of 1,000 talents, as the list page downloads it, is at most 60 KB gzipped.
const talents = 1000;
const budgetBytes = 60 * 1024;

let site: LocalSite;

beforeAll(async () => {
  site = await startLocalSite("cards", { talents });
}, 60_000);

afterAll(() => site.close());

it("serves 1,000 talent cards in at most 60 KB gzipped", async () => {
  const response = await site.app.inject({ method: "GET", url: "/api/talents", headers: { "accept-encoding": "gzip" } });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-encoding"]).toBe("gzip");
  const { talents: cards } = JSON.parse(gunzipSync(response.rawPayload).toString()) as { talents: unknown[] };
  expect(cards).toHaveLength(talents);
  console.log(`card payload for ${talents} talents: ${(response.rawPayload.length / 1024).toFixed(1)} KB gzipped`);
  expect(response.rawPayload.length).toBeLessThanOrEqual(budgetBytes);
});
