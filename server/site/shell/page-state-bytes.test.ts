import { describe, expect, it } from "vitest";
import { scriptSafeJson, type PageState } from "../../../src/lib/page-state.js";
import { pageStateBytes } from "./page-state-bytes.js";

const site = { origin: "https://passarela.example", provider: "embedded", year: 2026, retentionDays: 180 };
const hostile = "</script><script>alert(1)</script><!-- & \u2028\u2029 -->";
const state: PageState = { answers: { "/api/posts/1": { title: hostile } }, sanitized: { key: `<p>${hostile}</p>` }, error: null, site };
const written = (value: PageState) => Buffer.concat(pageStateBytes(value)).toString("utf8");

describe("the page state's bytes", () => {
  it("write nothing that could end the script element, open a comment or break a line", () => {
    const json = written(state);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
  });

  it("are the state's script-safe JSON, and read back as the same state", () => {
    expect(written(state)).toBe(scriptSafeJson(state));
    expect(JSON.parse(written(state))).toEqual(state);
  });

  it("write a refreshed answer anew, and an answer written before as it was", () => {
    const list = { talents: [{ id: 1, name: "Ana" }] };
    const first = written({ ...state, answers: { "/api/talents": list } });
    expect(JSON.parse(written({ ...state, answers: { "/api/talents": { talents: [{ id: 2, name: "Bia" }] } } }))).toMatchObject({
      answers: { "/api/talents": { talents: [{ id: 2, name: "Bia" }] } },
    });
    expect(written({ ...state, answers: { "/api/talents": list }, error: { url: "/x", status: 404 } })).toBe(first.replace('"error":null', '"error":{"url":"/x","status":404}'));
  });

  it("leave out an answer that is not there, as JSON does, and keep an empty set of answers valid", () => {
    expect(JSON.parse(written({ ...state, answers: { "/api/a": undefined, "/api/b": { ok: true } } }))).toEqual({ ...state, answers: { "/api/b": { ok: true } } });
    expect(JSON.parse(written({ ...state, answers: {} }))).toEqual({ ...state, answers: {} });
  });
});
