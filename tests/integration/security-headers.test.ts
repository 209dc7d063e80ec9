import { createHash } from "node:crypto";
import { bootScriptSource } from "../../server/site/shell/boot-script.js";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hstsHeader } from "../../server/site/security-headers.js";
import type { TalentList } from "../../src/contract/site-api.js";
import { observatoryScan, type ScanInput } from "../helpers/observatory.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// The site's headers graded by the MDN HTTP Observatory's rules, as served over
// https behind a proxy (PUBLIC_URL https, TRUST_PROXY on).

const host = "passarela.example";
const observatoryOrigin = "https://http-observatory.security.mozilla.org";
// What the Observatory's browser-like client asks for.
const accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

let site: TestSite;
let paths: string[];

beforeAll(async () => {
  site = await buildTestSite({ distDir: path.resolve("dist"), env: { PUBLIC_URL: `https://${host}`, TRUST_PROXY: "true" } });
  const { talents } = (await site.app.inject({ url: "/api/talents", headers: { host, "x-forwarded-proto": "https" } })).json<TalentList>();
  const talent = talents.find((t) => t.cover);
  paths = ["/", `/modelos/${talent?.id ?? 0}/${talent?.slug ?? ""}`, "/api/talents", `/media/320/${talent?.cover ?? ""}`];
});
afterAll(() => site.close());

/** What the Observatory fetches for one URL: the page over https, its CORS preflight and the chain from http. */
async function scanInput(pathname: string, over: { headers?: Record<string, string> } = {}): Promise<ScanInput> {
  const https = { host, "x-forwarded-proto": "https", accept, ...over.headers };
  const response = await site.app.inject({ method: "GET", url: pathname, headers: https });
  const cors = await site.app.inject({ method: "OPTIONS", url: pathname, headers: { ...https, origin: observatoryOrigin, "access-control-request-method": "GET" } });
  const chain: ScanInput["httpChain"] = [];
  let url = `http://${host}${pathname}`;
  for (let hops = 0; hops < 5; hops++) {
    const target = new URL(url);
    const step = await site.app.inject({ method: "GET", url: target.pathname + target.search, headers: { host: target.host, "x-forwarded-proto": target.protocol.slice(0, -1), accept } });
    chain.push({ url, status: step.statusCode });
    const location = step.headers.location;
    if (step.statusCode < 300 || step.statusCode >= 400 || typeof location !== "string") break;
    url = new URL(location, url).href;
  }
  return {
    url: `https://${host}${pathname}`,
    response: { status: response.statusCode, headers: response.headers, body: response.body },
    cors: { headers: cors.headers, origin: observatoryOrigin },
    httpChain: chain,
  };
}

describe("security headers", () => {
  it("scores A+ on the page, a profile, the API and an image", async () => {
    for (const pathname of paths) {
      const scan = observatoryScan(await scanInput(pathname));
      const failing = scan.tests.filter((t) => t.modifier < 0);
      expect(failing, pathname).toEqual([]);
      expect(scan.grade, `${pathname}: ${JSON.stringify(scan.tests)}`).toBe("A+");
      expect(scan.tests.find((t) => t.test === "redirection")?.result, pathname).toBe("redirection-to-https");
      expect(scan.tests.find((t) => t.test === "strict-transport-security")?.result, pathname).toBe("hsts-implemented-max-age-at-least-six-months");
      // No inline scripts but the page's boot script, allowed by its hash, whatever the grade allows
      // (the page state and the JSON-LD are data blocks, which browsers never run).
      const response = await site.app.inject({ url: pathname, headers: { host, "x-forwarded-proto": "https" } });
      const csp = String(response.headers["content-security-policy"]);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ");
      expect(scriptSrc, pathname).toEqual(["'self'", bootScriptSource]);
      const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
      for (const script of inline) expect(`'sha256-${createHash("sha256").update(script).digest("base64")}'`, pathname).toBe(bootScriptSource);
    }
  });

  it("sends HSTS for a year with subdomains, and redirects plain http to the same host over https", async () => {
    const response = await site.app.inject({ url: "/modelos?q=ana", headers: { host, "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toBe(hstsHeader);
    const plain = await site.app.inject({ url: "/modelos?q=ana", headers: { host, "x-forwarded-proto": "http" } });
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe(`https://${host}/modelos?q=ana`);
    const form = await site.app.inject({ method: "POST", url: "/api/applications", headers: { host, "x-forwarded-proto": "http" } });
    expect(form.statusCode).toBe(308);
  });

  it("sends them on errors and redirects too", async () => {
    const answers = await Promise.all([
      site.app.inject({ url: "/api/nothing", headers: { host, "x-forwarded-proto": "https" } }),
      site.app.inject({ url: "/api/talents/0", headers: { host, "x-forwarded-proto": "https" } }),
      site.app.inject({ url: "/media/333/x/y.jpg", headers: { host, "x-forwarded-proto": "https" } }),
      site.app.inject({ url: "/pt/modelos", headers: { host, "x-forwarded-proto": "https" } }),
      site.app.inject({ url: "/", headers: { host, "x-forwarded-proto": "http" } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 400, 400, 301, 301]);
    for (const answer of answers) {
      expect(answer.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["strict-transport-security"]).toBe(hstsHeader);
    }
  });

  it("grades the same answers without HSTS below A", async () => {
    // The grader can fail: the page's own headers without HSTS lose 20 points and every bonus.
    const input = await scanInput("/");
    const withoutHsts = Object.fromEntries(Object.entries(input.response.headers).filter(([name]) => name !== "strict-transport-security"));
    const scan = observatoryScan({ ...input, response: { ...input.response, headers: withoutHsts } });
    expect(scan.score).toBe(80);
    expect(scan.grade).toBe("B+");
  });
});

describe("without an https public origin", () => {
  it("sends no HSTS and redirects nothing", async () => {
    const local = await buildTestSite({ env: { TRUST_PROXY: "true" } });
    try {
      const response = await local.app.inject({ url: "/api/talents", headers: { "x-forwarded-proto": "http" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await local.close();
    }
  });

  it("leaves the redirect to the proxy when X-Forwarded-Proto is not trusted", async () => {
    const untrusted = await buildTestSite({ env: { PUBLIC_URL: `https://${host}` } });
    try {
      // Behind a TLS proxy that the site does not trust, every request looks like http: redirecting would loop.
      const response = await untrusted.app.inject({ url: "/api/talents", headers: { host, "x-forwarded-proto": "http" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["strict-transport-security"]).toBe(hstsHeader);
    } finally {
      await untrusted.close();
    }
  });
});
