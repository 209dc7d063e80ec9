import { JSDOM } from "jsdom";

/**
 * The MDN HTTP Observatory's grading, for the parts a test can check without
 * the internet: the ten tests (CSP, cookies, CORS, redirection, referrer
 * policy, HSTS, subresource integrity, X-Content-Type-Options, X-Frame-Options,
 * CORP), their score modifiers, the rule that bonuses count only when the score
 * without them is at least 90, and the grade chart. Written from the
 * Observatory's published rules (mdn/mdn-http-observatory, algorithm v4).
 *
 * Not covered: the HSTS preload list (a site is taken as not preloaded) and
 * several CSP policies at once (the helper refuses them rather than guess).
 */

export type Headers = Record<string, string | string[] | number | undefined>;

export interface ScanInput {
  /** The https URL scanned. */
  url: string;
  /** The answer to a GET of `url` over https (the Observatory's "auto" response): it must be a 2xx. */
  response: { status: number; headers: Headers; body: string };
  /** The answer to its CORS preflight: OPTIONS with `Origin` and `Access-Control-Request-Method: GET`. */
  cors: { headers: Headers; origin: string } | null;
  /** The chain from `http://host/path`: each URL and its status, the first being the http URL itself; null when http does not answer. */
  httpChain: { url: string; status: number }[] | null;
}

export interface TestOutcome {
  test: string;
  result: string;
  modifier: number;
}

export interface Scan {
  score: number;
  grade: string;
  tests: TestOutcome[];
}

const modifiers: Record<string, number> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-but-duplicate-directives": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "csp-not-implemented-but-reporting-enabled": -25,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  "redirection-off-host-from-http": -5,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-not-to-https": -20,
  "redirection-missing": -20,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-implemented-with-cross-origin": 0,
  "corp-header-invalid": -5,
  "corp-not-implemented": 0,
};

const gradeChart: [number, string][] = [
  [100, "A+"], [95, "A"], [90, "A"], [85, "A-"], [80, "B+"], [75, "B"], [70, "B"], [65, "B-"], [60, "C+"], [55, "C"], [50, "C"], [45, "C-"], [40, "D+"], [35, "D"], [30, "D"], [25, "D-"], [0, "F"],
];
const minimumScoreForExtraCredit = 90;
const sixMonths = 15_552_000;
const htmlTypes = new Set(["text/html", "application/xhtml+xml"]);

/** All values of a header (a repeated header arrives as a list). */
function values(headers: Headers, name: string): string[] {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}
const first = (headers: Headers, name: string): string | undefined => values(headers, name)[0];

/** The result that comes later in `order` (worse), or the new one when there is none yet. */
function onlyIfWorse(next: string, current: string | undefined, order: string[]): string {
  if (current === undefined) return next;
  return order.indexOf(next) > order.indexOf(current) ? next : current;
}

function httpEquiv(response: ScanInput["response"]): Map<string, string[]> {
  const equiv = new Map<string, string[]>();
  const type = (first(response.headers, "content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (!htmlTypes.has(type)) return equiv;
  const document = new JSDOM(response.body).window.document;
  for (const meta of document.querySelectorAll("meta[http-equiv]")) {
    const name = (meta.getAttribute("http-equiv") ?? "").toLowerCase();
    equiv.set(name, [...(equiv.get(name) ?? []), meta.getAttribute("content") ?? ""]);
  }
  // <meta name="referrer"> counts as a referrer policy.
  for (const meta of document.querySelectorAll('meta[name="referrer" i]')) {
    equiv.set("referrer-policy", [...(equiv.get("referrer-policy") ?? []), meta.getAttribute("content") ?? ""]);
  }
  return equiv;
}

const duplicateWarnings = "_duplicate_warnings";

/** One CSP policy as directive → sources; throws on what the Observatory calls invalid. */
function parseCsp(policies: string[], dropMetaOnly = false): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>();
  if (policies.length === 0) return csp;
  if (policies.length > 1) throw new Error("several CSP policies: not covered by this helper");
  const policy = (policies[0] ?? "").replace(/[\r\n]/g, "").trim();
  if (policy.length < "img-src".length - 1) throw new Error(`invalid policy: ${policy}`);
  for (const entry of policy.split(";")) {
    const [rawDirective, ...sources] = entry.trim().split(/\s+/);
    if (!rawDirective) continue;
    const directive = rawDirective.toLowerCase();
    if (csp.has(directive)) {
      if (directive !== "report-uri" && directive !== "report-to") throw new Error(`duplicate directive ${directive}`);
      csp.set(duplicateWarnings, new Set([...(csp.get(duplicateWarnings) ?? []), directive]));
      continue;
    }
    const list = sources.map((s) => s.trim().toLowerCase()).filter(Boolean);
    if (list.length === 0 && directive.endsWith("-src")) list.push("'none'");
    // Within one policy a longer source starting with a shorter one adds nothing.
    const sorted = [...list].sort();
    const kept = sorted.filter((source, i) => !sorted.slice(0, i).some((shorter) => source !== shorter && source.startsWith(shorter)));
    csp.set(directive, new Set(kept.length > 0 ? kept : ["'none'"]));
  }
  if (dropMetaOnly) for (const directive of ["frame-ancestors", "report-uri", "sandbox"]) csp.delete(directive);
  return csp;
}

const splitPolicies = (headers: string[]) => headers.flatMap((v) => v.split(",").map((s) => s.trim()));
const broad = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const unsafeInline = new Set(["'unsafe-inline'", "data:"]);
const broadOrInline = new Set([...broad, ...unsafeInline]);
const noncesAndHashes = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const hasNonceOrHash = (sources: Set<string>) => [...sources].some((s) => noncesAndHashes.some((prefix) => s.startsWith(prefix)));

interface CspOutcome {
  result: string;
  /** The policy as parsed, for X-Frame-Options; null when there is none or it is invalid. */
  headerPolicy: Map<string, Set<string>> | null;
}

function cspTest(input: ScanInput, equiv: Map<string, string[]>): CspOutcome {
  const headerPolicies = splitPolicies(values(input.response.headers, "content-security-policy"));
  const metaPolicies = splitPolicies(equiv.get("content-security-policy") ?? []);
  let csp: Map<string, Set<string>>;
  let headerOnly: Map<string, Set<string>>;
  try {
    csp = parseCsp([...headerPolicies, ...metaPolicies]);
    headerOnly = parseCsp(headerPolicies);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("several")) throw error;
    return { result: "csp-header-invalid", headerPolicy: null };
  }
  if (csp.size === 0) {
    const reportOnly = first(input.response.headers, "content-security-policy-report-only");
    return { result: reportOnly ? "csp-not-implemented-but-reporting-enabled" : "csp-not-implemented", headerPolicy: null };
  }
  const https = new URL(input.url).protocol === "https:";
  const get = (name: string) => csp.get(name);
  const scriptSrc = new Set(get("script-src") ?? get("default-src") ?? ["*"]);
  const styleSrc = new Set(get("style-src") ?? get("default-src") ?? ["*"]);
  const objectSrc = get("object-src") ?? get("default-src") ?? new Set(["*"]);
  for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  let result: string | undefined;
  if (scriptSrc.has("'strict-dynamic'")) {
    if (hasNonceOrHash(scriptSrc)) {
      for (const source of [...scriptSrc]) {
        if ([...broad].some((b) => source.startsWith(b)) || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source);
      }
    } else result = "csp-header-invalid";
  }
  const passive = new Set(["img-src", "media-src"]);
  const active = [...csp.entries()].filter(([d]) => !passive.has(d) && d !== "script-src" && d !== duplicateWarnings).flatMap(([, s]) => [...s]);
  active.push(...scriptSrc);
  const passiveSources = [...passive].flatMap((d) => [...(get(d) ?? get("default-src") ?? [])]);
  const insecure = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");

  if ([...scriptSrc].some((s) => broadOrInline.has(s)) || [...objectSrc].some((s) => broad.has(s))) result ??= "csp-implemented-with-unsafe-inline";
  if (https && active.some(insecure)) result ??= "csp-implemented-with-insecure-scheme";
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= "csp-implemented-with-unsafe-eval";
  if (https && passiveSources.some(insecure)) result ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
  if ([...styleSrc].some((s) => broadOrInline.has(s))) result ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
  const defaultSrc = get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) result ??= "csp-implemented-with-no-unsafe-default-src-none";
  result ??= "csp-implemented-with-no-unsafe";

  const passing = ["csp-implemented-with-no-unsafe", "csp-implemented-with-no-unsafe-default-src-none", "csp-implemented-with-unsafe-inline-in-style-src-only", "csp-implemented-with-insecure-scheme-in-passive-content-only"];
  if (passing.includes(result) && csp.has(duplicateWarnings)) result = "csp-implemented-but-duplicate-directives";
  return { result, headerPolicy: headerOnly };
}

function hstsTest(input: ScanInput): string {
  const header = first(input.response.headers, "strict-transport-security");
  if (header === undefined) return "hsts-not-implemented";
  const data = header.slice(0, 1024);
  if (data.includes(",")) return "hsts-header-invalid";
  let maxAge: number | undefined;
  for (const parameter of data.split(";").map((p) => p.trim().toLowerCase())) {
    if (parameter.startsWith("max-age=")) maxAge = Number.parseInt(parameter.slice(8, 128), 10);
  }
  if (maxAge === undefined || Number.isNaN(maxAge)) return "hsts-header-invalid";
  return maxAge < sixMonths ? "hsts-implemented-max-age-less-than-six-months" : "hsts-implemented-max-age-at-least-six-months";
}

function cookiesTest(input: ScanInput, hstsPasses: boolean): string {
  const order = [
    "cookies-without-secure-flag-but-protected-by-hsts",
    "cookies-without-secure-flag",
    "cookies-session-without-secure-flag-but-protected-by-hsts",
    "cookies-samesite-flag-invalid",
    "cookies-anticsrf-without-samesite-flag",
    "cookies-session-without-httponly-flag",
    "cookies-session-without-secure-flag",
  ];
  const raw = values(input.response.headers, "set-cookie");
  if (raw.length === 0) return "cookies-not-found";
  let result: string | undefined;
  let missingSameSite = false;
  for (const cookie of raw) {
    const [pair = "", ...attributes] = cookie.split(";").map((p) => p.trim());
    const name = (pair.split("=")[0] ?? "").toLowerCase();
    const attribute = (key: string) => attributes.find((a) => a.split("=")[0]?.trim().toLowerCase() === key);
    const secure = attribute("secure") !== undefined;
    const httpOnly = attribute("httponly") !== undefined;
    const sameSite = attribute("samesite")?.split("=")[1]?.trim().toLowerCase();
    const session = name.includes("login") || name.includes("sess");
    if (attribute("samesite") !== undefined && !["lax", "strict", "none"].includes(sameSite ?? "")) result = onlyIfWorse("cookies-samesite-flag-invalid", result, order);
    if (!secure && sameSite === "none") result = onlyIfWorse("cookies-samesite-flag-invalid", result, order);
    if (!secure) result = onlyIfWorse(hstsPasses ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag", result, order);
    if (name.includes("csrf") && !sameSite) result = onlyIfWorse("cookies-anticsrf-without-samesite-flag", result, order);
    if (session && !secure) result = onlyIfWorse(hstsPasses ? "cookies-session-without-secure-flag-but-protected-by-hsts" : "cookies-session-without-secure-flag", result, order);
    if (session && !httpOnly) result = onlyIfWorse("cookies-session-without-httponly-flag", result, order);
    if (!sameSite) missingSameSite = true;
  }
  return result ?? (missingSameSite ? "cookies-secure-with-httponly-sessions" : "cookies-secure-with-httponly-sessions-and-samesite");
}

function corsTest(input: ScanInput): string {
  const acao = input.cors ? first(input.cors.headers, "access-control-allow-origin") : undefined;
  if (!input.cors || !acao) return "cross-origin-resource-sharing-not-implemented";
  const value = acao.slice(0, 256).trim().toLowerCase();
  if (value === "*") return "cross-origin-resource-sharing-implemented-with-public-access";
  const credentials = first(input.cors.headers, "access-control-allow-credentials");
  if (input.cors.origin === acao && credentials?.trim().toLowerCase() === "true") return "cross-origin-resource-sharing-implemented-with-universal-access";
  return "cross-origin-resource-sharing-implemented-with-restricted-access";
}

function redirectionTest(input: ScanInput): string {
  const route = input.httpChain;
  if (!route) return "redirection-not-needed-no-http";
  const urls = route.map((step) => new URL(step.url));
  const [start, next] = urls;
  const last = urls.at(-1);
  if (route.length === 1 || !start || !next || !last) return "redirection-missing";
  if (last.protocol !== "https:") return "redirection-not-to-https";
  if (next.protocol === "http:") return "redirection-not-to-https-on-initial-redirection";
  if (start.protocol === "http:" && next.protocol === "https:" && start.hostname !== next.hostname) return "redirection-off-host-from-http";
  return "redirection-to-https";
}

function referrerTest(input: ScanInput, equiv: Map<string, string[]>): string {
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const all = [...values(input.response.headers, "referrer-policy"), ...(equiv.get("referrer-policy") ?? [])];
  if (all.length === 0) return "referrer-policy-not-implemented";
  // The last valid value wins, as in browsers.
  const policy = all.join(", ").split(",").map((v) => v.trim().toLowerCase()).filter((v) => good.includes(v) || bad.includes(v)).at(-1) ?? "";
  if (good.includes(policy)) return "referrer-policy-private";
  if (bad.includes(policy)) return "referrer-policy-unsafe";
  return "referrer-policy-header-invalid";
}

/** The registrable domain, approximated by the last two labels (enough for this site's hosts). */
const siteOf = (hostname: string) => hostname.split(".").slice(-2).join(".");

function sriTest(input: ScanInput): string {
  const type = (first(input.response.headers, "content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (type && !htmlTypes.has(type)) return "sri-not-implemented-response-not-html";
  const order = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-implemented-but-external-scripts-not-loaded-securely",
    "sri-not-implemented-but-external-scripts-loaded-securely",
    "sri-not-implemented-and-external-scripts-not-loaded-securely",
    "sri-not-implemented-response-not-html",
  ];
  const page = new URL(input.url);
  const scripts = [...new JSDOM(input.response.body).window.document.querySelectorAll("script")];
  let result: string | undefined;
  let foreign = false;
  for (const script of scripts) {
    const src = script.getAttribute("src");
    if (!src) continue;
    const integrity = script.getAttribute("integrity");
    const relativeProtocol = /^\/\/[^/]/.test(src);
    const full = /^https?:\/\//.test(src);
    const relativeOrigin = !relativeProtocol && !full;
    const sameSite = relativeProtocol || relativeOrigin || siteOf(new URL(src).hostname) === siteOf(page.hostname);
    const secureOrigin = relativeOrigin || (sameSite && !relativeProtocol);
    const secureScheme = (full && new URL(src).protocol === "https:") || (relativeOrigin && page.protocol === "https:");
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) result = onlyIfWorse("sri-implemented-but-external-scripts-not-loaded-securely", result, order);
      else if (!integrity && secureScheme) result = onlyIfWorse("sri-not-implemented-but-external-scripts-loaded-securely", result, order);
      else if (!integrity) result = onlyIfWorse("sri-not-implemented-and-external-scripts-not-loaded-securely", result, order);
    } else if (integrity && secureScheme) result ??= "sri-implemented-and-all-scripts-loaded-securely";
  }
  if (scripts.length === 0) return "sri-not-implemented-but-no-scripts-loaded";
  return result ?? (foreign ? "sri-implemented-and-external-scripts-loaded-securely" : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin");
}

function xctoTest(input: ScanInput): string {
  const header = first(input.response.headers, "x-content-type-options");
  if (header === undefined) return "x-content-type-options-not-implemented";
  return header.slice(0, 256).trim().toLowerCase() === "nosniff" ? "x-content-type-options-nosniff" : "x-content-type-options-header-invalid";
}

function xfoTest(input: ScanInput, csp: CspOutcome): string {
  // frame-ancestors counts only from the header: browsers ignore it in a <meta>.
  if (csp.headerPolicy?.has("frame-ancestors")) return "x-frame-options-implemented-via-csp";
  const header = first(input.response.headers, "x-frame-options");
  if (header === undefined) return "x-frame-options-not-implemented";
  const value = header.slice(0, 1024).trim().toLowerCase();
  if (value === "deny" || value === "sameorigin") return "x-frame-options-sameorigin-or-deny";
  return value.startsWith("allow-from") ? "x-frame-options-allow-from-origin" : "x-frame-options-header-invalid";
}

function corpTest(input: ScanInput, equiv: Map<string, string[]>): string {
  const header = first(input.response.headers, "cross-origin-resource-policy") ?? equiv.get("cross-origin-resource-policy")?.at(-1);
  if (!header) return "corp-not-implemented";
  const value = header.slice(0, 256).trim().toLowerCase();
  if (value === "same-site") return "corp-implemented-with-same-site";
  if (value === "same-origin") return "corp-implemented-with-same-origin";
  if (value === "cross-origin") return "corp-implemented-with-cross-origin";
  return "corp-header-invalid";
}

export function gradeOf(score: number): string {
  const floored = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return gradeChart.find(([minimum]) => floored >= minimum)?.[1] ?? "F";
}

/** Scores one URL as the Observatory would. */
export function observatoryScan(input: ScanInput): Scan {
  if (input.response.status < 200 || input.response.status >= 300) throw new Error(`the Observatory scans only a 2xx answer, got ${input.response.status}`);
  const equiv = httpEquiv(input.response);
  const csp = cspTest(input, equiv);
  const hsts = hstsTest(input);
  const results: [string, string][] = [
    ["content-security-policy", csp.result],
    ["cookies", cookiesTest(input, hsts === "hsts-implemented-max-age-at-least-six-months")],
    ["cross-origin-resource-sharing", corsTest(input)],
    ["redirection", redirectionTest(input)],
    ["referrer-policy", referrerTest(input, equiv)],
    ["strict-transport-security", hsts],
    ["subresource-integrity", sriTest(input)],
    ["x-content-type-options", xctoTest(input)],
    ["x-frame-options", xfoTest(input, csp)],
    ["cross-origin-resource-policy", corpTest(input, equiv)],
  ];
  const tests = results.map(([test, result]) => {
    const modifier = modifiers[result];
    if (modifier === undefined) throw new Error(`no score for ${result}`);
    return { test, result, modifier };
  });
  const withBonuses = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  const penaltiesOnly = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const score = penaltiesOnly >= minimumScoreForExtraCredit ? withBonuses : penaltiesOnly;
  return { score, grade: gradeOf(score), tests };
}
