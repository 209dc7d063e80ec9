import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostPage, TalentList } from "../../src/contract/site-api.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// Platform credentials and tokens live only on the server: no response and no built file may carry one.
let site: TestSite;
let secrets: string[];

beforeAll(async () => {
  site = await buildTestSite({ distDir: path.resolve("dist") });
  await site.client.signIn();
  const tokens = (site.platform.db.prepare("SELECT token FROM access_tokens").all() as { token: string }[]).map((r) => r.token);
  secrets = [site.credentials.salt, site.credentials.mfApiKey, site.credentials.panelApiToken, ...tokens];
  expect(tokens.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => site.close());

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

describe("no secrets reach the browser", () => {
  it("in any site API answer or page", async () => {
    const talents = (await site.app.inject({ method: "GET", url: "/api/talents" })).json<TalentList>().talents;
    const posts = (await site.app.inject({ method: "GET", url: "/api/posts" })).json<PostPage>().posts;
    const urls = [
      "/", "/modelos", "/api/talents", `/api/talents/${talents[0]?.id ?? 0}`, "/api/posts", `/api/posts/${posts[0]?.id ?? 0}`, "/api/posts/all",
      "/api/slides/home", "/api/staff", "/api/about", "/api/social", "/api/options", "/api/options/states/1/cities", "/api/nothing",
    ];
    for (const url of urls) {
      const response = await site.app.inject({ method: "GET", url, headers: { accept: "text/html,application/json" } });
      const text = `${JSON.stringify(response.headers)}\n${response.body}`;
      for (const secret of secrets) expect(text.includes(secret), `${url} leaks a secret`).toBe(false);
    }
  });

  it("in any file of the built app", () => {
    const built = files(path.resolve("dist"));
    expect(built.some((f) => f.endsWith("index.html"))).toBe(true);
    for (const file of built) {
      const text = readFileSync(file, "latin1");
      for (const secret of secrets) expect(text.includes(secret), `${file} holds a secret`).toBe(false);
      // The browser must not even know how to sign in to the platform.
      expect(text, file).not.toMatch(/PLATFORM_(SALT|MF_API_KEY|PANEL_API_TOKEN)|api_key|api_token|access_token|\/api\/signin|\/api\/login/);
    }
  });
});
