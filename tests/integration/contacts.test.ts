import { randomUUID } from "node:crypto";
import { assert } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectApiError } from "../helpers/api-error.js";
import { JSDOM } from "jsdom";
import { ContactReceipt, contactFormId } from "../../src/contract/contact.js";
import { readRefusedContactPost, refusedPostAttribute } from "../../src/contract/refused-contact-post.js";
import { freshIp, waitFor } from "../helpers/application.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// The contact intake through app.inject, forwarding to a real embedded platform over loopback HTTP
// (through a proxy that can make the platform hang).
let site: TestSite;

beforeAll(async () => {
  site = await buildTestSite({ env: { CONTACT_RATE_LIMIT: "3" }, proxied: true, outbox: { retryBaseMs: 50 } });
});
afterAll(() => site.close());

interface PlatformContact {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  subject: string | null;
  talents: string | null;
}
const platformContacts = () => site.platform.db.prepare("SELECT id, name, email, phone, message, subject, talents FROM contacts ORDER BY id").all() as PlatformContact[];
const settled = () => waitFor(async () => (await site.contacts.store.counts()).pending === 0, 15_000, "the contact outbox to settle");

const booking = {
  name: "  Carla Mendes ",
  email: "carla@agencia.example",
  phone: "21987654321",
  subject: "booking",
  message: "Queremos as duas para uma campanha\r\nem março.",
  talents: [
    { id: 3, name: "Ana Souza" },
    { id: "9", name: "Bruno Lima" },
  ],
  website: "",
  started_at: Date.now() - 60_000,
};

function post(body: unknown, options: { key?: string | null; ip?: string; contentType?: string } = {}) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return site.app.inject({
    method: "POST",
    url: "/api/contacts",
    headers: {
      "content-type": options.contentType ?? "application/json",
      ...(key === null ? {} : { "idempotency-key": key }),
    },
    payload: typeof body === "string" ? body : JSON.stringify(body),
    remoteAddress: options.ip ?? freshIp(),
  });
}


describe("a contact message", () => {
  it("is committed, answered 201 and reaches the platform in the contract's shape with the subject and the talents", async () => {
    const before = platformContacts().length;
    const response = await post(booking);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const receipt: unknown = response.json();
    assert(receipt, ContactReceipt);
    await settled();
    expect(await site.contacts.store.status(receipt.id)).toMatchObject({ state: "delivered", attempts: 1, platformId: String(before + 1) });
    const received = platformContacts();
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)).toEqual({
      id: before + 1,
      name: "Carla Mendes",
      email: "carla@agencia.example",
      phone: "+55 (21) 98765-4321",
      message: "Queremos as duas para uma campanha\nem março.",
      subject: "booking",
      talents: JSON.stringify([
        { id: 3, name: "Ana Souza" },
        { id: 9, name: "Bruno Lima" },
      ]),
    });
  });

  it("goes without a phone or talents when none were given", async () => {
    const response = await post({ name: "Rita", email: "rita@jornal.example", phone: "+55 ", subject: "press", message: "Entrevista?", website: "", started_at: Date.now() - 10_000 });
    expect(response.statusCode, response.body).toBe(201);
    await settled();
    expect(platformContacts().at(-1)).toMatchObject({ name: "Rita", phone: null, subject: "press", talents: null });
  });

  it("waits while the platform hangs and is forwarded, once, when it answers again", async () => {
    const before = platformContacts().length;
    site.proxy?.set("reset");
    const response = await post({ ...booking, name: "Outage" });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    await waitFor(async () => ((await site.contacts.store.status(id))?.attempts ?? 0) >= 2, 10_000, "two failed attempts");
    expect((await site.contacts.store.status(id))?.state).toBe("pending");
    expect(platformContacts()).toHaveLength(before);
    site.proxy?.set("pass");
    await site.contacts.outbox.flush();
    await settled();
    expect((await site.contacts.store.status(id))?.state).toBe("delivered");
    expect(platformContacts().filter((c) => c.name === "Outage")).toHaveLength(1);
  });

  it("is sent again with the same key when the platform's answer was lost, and the platform keeps one copy", async () => {
    const proxy = site.proxy;
    if (!proxy) throw new Error("the site is not proxied");
    proxy.set("lose-answers");
    const response = await post({ ...booking, name: "Answer lost" });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    await waitFor(async () => ((await site.contacts.store.status(id))?.attempts ?? 0) >= 1 && platformContacts().some((c) => c.name === "Answer lost"), 10_000, "an attempt that reached the platform");
    // The platform has the message; the site never heard so and keeps it due.
    expect((await site.contacts.store.status(id))?.state).toBe("pending");
    proxy.set("pass");
    await site.contacts.outbox.flush();
    await settled();
    const status = await site.contacts.store.status(id);
    expect(status?.state).toBe("delivered");
    expect(status?.attempts).toBeGreaterThanOrEqual(2);
    const copies = platformContacts().filter((c) => c.name === "Answer lost");
    expect(copies).toHaveLength(1);
    expect(status?.platformId).toBe(String(copies[0]?.id));
  });
});

describe("bad input", () => {
  it("is a 400 naming every field, in the application's error shape", async () => {
    const body = expectApiError(
      await post({ name: "", email: "not-an-email", phone: "123", subject: "gossip", message: "x".repeat(5001), talents: [{ id: 0, name: "" }], started_at: 1 }),
      400,
      "invalid_contact",
    );
    expect(body.fields).toEqual({ name: "required", email: "invalid_email", phone: "invalid_phone", subject: "invalid_option", message: "too_long", talents: "invalid" });
    expect(expectApiError(await post({}), 400, "invalid_contact").fields).toEqual({ name: "required", email: "required", subject: "required", message: "required" });
  });

  it("is a clear 4xx for a body that is not a JSON object, a missing key or another content type, never a crash", async () => {
    expectApiError(await post("{ not json"), 400, "malformed_json");
    expectApiError(await post([booking]), 415, "unsupported_media_type");
    expectApiError(await post("null"), 415, "unsupported_media_type");
    expectApiError(await post(booking, { key: null }), 400, "invalid_idempotency_key");
    expectApiError(await post(booking, { key: "not-a-uuid" }), 400, "invalid_idempotency_key");
    expectApiError(await post("name=A", { contentType: "text/plain" }), 415, "unsupported_media_type");
    expect(expectApiError(await post({ ...booking, name: "A\u0000B", talents: "everyone" }), 400, "invalid_contact").fields).toEqual({ name: "invalid", talents: "invalid" });
  });
});

describe("idempotency", () => {
  it("answers a repeated key with the same receipt and one row, and refuses it for another message", async () => {
    const key = randomUUID();
    const ip = freshIp();
    const [first, second] = await Promise.all([post(booking, { key, ip }), post(booking, { key, ip })]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const third = await post({ ...booking, name: "Carla Mendes" }, { key, ip });
    expect(third.json()).toEqual(first.json());
    expectApiError(await post({ ...booking, message: "Another message." }, { key, ip }), 422, "idempotency_key_reused");
    await settled();
    const rows = await site.store.sql.all<{ n: number }>("SELECT COUNT(*) AS n FROM contacts WHERE idempotency_key = ?", [key]);
    expect(rows[0]?.n).toBe(1);
  });
});

describe("spam", () => {
  it("answers a filled honeypot, a missing start time and a message written in under 3 s like a real one, and never forwards them", async () => {
    const before = platformContacts().length;
    const cases = [
      { ...booking, website: "http://spam.example" },
      { ...booking, started_at: undefined },
      { ...booking, started_at: Date.now() - 1000 },
    ];
    const reasons: (string | null | undefined)[] = [];
    for (const body of cases) {
      const response = await post(body);
      expect(response.statusCode).toBe(201);
      reasons.push((await site.contacts.store.status(response.json<{ id: string }>().id))?.spamReason);
    }
    expect(reasons).toEqual(["honeypot", "no_start_time", "too_fast"]);
    await settled();
    expect(platformContacts()).toHaveLength(before);
  });
});

describe("rate limits", () => {
  it("takes CONTACT_RATE_LIMIT messages an hour from one address, then 429 with Retry-After; replays still answer", async () => {
    const ip = freshIp();
    const keys = [randomUUID(), randomUUID(), randomUUID()];
    for (const key of keys) expect((await post(booking, { key, ip })).statusCode).toBe(201);
    const over = await post(booking, { ip });
    expectApiError(over, 429, "rate_limited");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(3000);
    expect((await post(booking, { key: keys[0], ip })).statusCode).toBe(201);
    expect((await post(booking, { ip: freshIp() })).statusCode).toBe(201);
  });
});

describe("a form posted without JavaScript", () => {
  const postForm = (fields: Record<string, string>) => post(new URLSearchParams(fields).toString(), { key: null, contentType: "application/x-www-form-urlencoded" });
  // A booking of Ana Souza, as the form sends it beside the visitor's details.
  const bookingFields = { subject: "booking", message: "Olá", talent_id: "3", talent_name: "Ana Souza" };

  it("is stored, forwarded and answered with a redirect to the contact page in the visitor's language", async () => {
    const response = await postForm({ name: "Sem Script", email: "sem@script.example", phone: "", ...bookingFields, website: "", lang: "en" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/en/contatos?enviada=1#contato");
    await settled();
    expect(platformContacts().filter((c) => c.name === "Sem Script")).toMatchObject([{ name: "Sem Script", subject: "booking", talents: JSON.stringify([{ id: 3, name: "Ana Souza" }]) }]);
  });

  it("goes back to the same booking saying what was wrong", async () => {
    const response = await postForm({ name: "", email: "x", ...bookingFields });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contatos?erro=invalid_contact&assunto=reserva&talento=3#contato");
  });
});

describe("a form posted without JavaScript to its own page", () => {
  const postPage = (url: string, payload: string, contentType = "application/x-www-form-urlencoded", headers: Record<string, string> = {}, ip = freshIp()) =>
    site.app.inject({ method: "POST", url, headers: { "content-type": contentType, ...headers }, payload, remoteAddress: ip });
  const hostile = "Olá </script><script>alert(1)</script> <!-- \u2028 fim";
  const refused = {
    name: "Ana <b>Recusada</b>",
    email: "ana@agencia.example",
    phone: "+1 212 555 0100",
    subject: "booking",
    message: hostile,
    talent_id: "3",
    talent_name: "Ana Souza",
    website: "",
  };

  it("refused, is answered with the page again: what was written, the field to correct, and nothing that breaks out of its script", async () => {
    const response = await postPage("/en/contatos?assunto=reserva&talento=3", new URLSearchParams(refused).toString());
    expect(response.statusCode).toBe(400);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain("The message was not sent: check the fields and send it again.");
    expect(html).toContain('value="Ana &lt;b&gt;Recusada&lt;/b&gt;"');
    expect(html).toContain('value="+1 212 555 0100"');
    expect(html).toMatch(/<p id="contact-phone-error"[^>]*>Enter the phone number as \+55 \(21\) 98765-4321, or leave the field empty\./);
    expect(html).toContain('<option value="booking" selected="">');
    expect(html).toContain('action="/en/contatos?assunto=reserva&amp;talento=3#contato"');
    // Every script element the page opens is closed by its own end tag: the visitor's text closed none.
    expect(html.match(/<\/script/gi)?.length).toBe(html.match(/<script\b/gi)?.length);
    // What the form hydrates from, as the browser reads the page.
    const document = new JSDOM(html).window.document;
    expect(Array.from(document.scripts).filter((script) => script.textContent.includes("alert(1)"))).toEqual([]);
    expect(document.querySelector("textarea")?.value).toBe(hostile);
    const carried = document.getElementById(contactFormId)?.getAttribute(refusedPostAttribute);
    expect(readRefusedContactPost(JSON.parse(carried ?? "null"))).toEqual({
      values: { name: refused.name, email: refused.email, phone: refused.phone, subject: "booking", message: hostile },
      fields: { phone: "invalid_phone" },
      refusal: "fields",
    });
    await settled();
    expect(platformContacts().filter((c) => c.name === refused.name)).toEqual([]);

    // The page others get at that address is the plain one: the refused post was neither cached nor served from the cache.
    const plain = await site.app.inject({ method: "GET", url: "/en/contatos?assunto=reserva&talento=3" });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain("Recusada");
    expect(plain.body).not.toContain(refusedPostAttribute);
  });

  it("sent, is stored and answered with a redirect to the page saying so, in the page's language", async () => {
    const fields = new URLSearchParams({ ...refused, name: "Página Aceita", phone: "(21) 98765-4321", lang: "pt" }).toString();
    const response = await postPage("/es/contatos", fields, undefined, { "sec-fetch-site": "same-origin", origin: "null" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/es/contatos?enviada=1#contato");
    await settled();
    expect(platformContacts().filter((c) => c.name === "Página Aceita")).toMatchObject([{ phone: "+55 (21) 98765-4321", message: hostile.trim() }]);
  });

  it("as JSON, is refused with a 415 and stores nothing", async () => {
    const response = await postPage("/contatos", JSON.stringify({ ...refused, name: "Json Na Pagina" }), "application/json");
    expectApiError(response, 415, "unsupported_media_type");
    expect(response.headers["cache-control"]).toBe("no-store");
    await settled();
    expect(platformContacts().filter((c) => c.name === "Json Na Pagina")).toEqual([]);
  });

  it("past the address's limit, says so instead of 'check the fields', and keeps what was written", async () => {
    const ip = freshIp();
    for (let sent = 0; sent < 3; sent++) expect((await post(booking, { ip })).statusCode).toBe(201);
    const response = await postPage("/en/contatos", new URLSearchParams({ ...refused, name: "Ana Limitada", phone: "" }).toString(), undefined, {}, ip);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(response.body).toContain("The message was not sent: too many messages have been sent from this address. Try again later.");
    expect(response.body).not.toContain("check the fields");
    expect(response.body).toContain('value="Ana Limitada"');
    const carried = new JSDOM(response.body).window.document.getElementById(contactFormId)?.getAttribute(refusedPostAttribute);
    expect(readRefusedContactPost(JSON.parse(carried ?? "null"))?.refusal).toBe("rate_limited");
  });
});

describe("a form posted from another site's page", () => {
  const stored = async () => Object.values(await site.contacts.store.rows.counts()).reduce((sum, n) => sum + n, 0);
  const fields = new URLSearchParams({ name: "Outro Site", email: "alguem@outro.example", subject: "other", message: "Texto de outro site", website: "" }).toString();
  const postFrom = (url: string, headers: Record<string, string>) =>
    site.app.inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, payload: fields, remoteAddress: freshIp() });

  it("to the contact page, is answered 403 with the page saying so, none of its text in it, and nothing stored", async () => {
    const before = await stored();
    const response = await postFrom("/en/contatos", { "sec-fetch-site": "cross-site", origin: "https://outro.example" });
    expect(response.statusCode).toBe(403);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain("A page on another site tried to send a message through this form, and it was not sent.");
    expect(response.body).not.toContain("Outro Site");
    expect(response.body).not.toContain("Texto de outro site");
    const carried = new JSDOM(response.body).window.document.getElementById(contactFormId)?.getAttribute(refusedPostAttribute);
    expect(readRefusedContactPost(JSON.parse(carried ?? "null"))).toEqual({ values: {}, fields: {}, refusal: "cross_site" });
    // A sibling subdomain is another site's page too.
    expect((await postFrom("/contatos", { "sec-fetch-site": "same-site" })).statusCode).toBe(403);
    expect(await stored()).toBe(before);
  });

  it("to the API, is redirected to the contact page saying so, and nothing is stored", async () => {
    const before = await stored();
    const response = await site.app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      payload: `${fields}&lang=es`,
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/es/contatos?erro=cross_site#contato");
    expect(await stored()).toBe(before);
  });

  it("is told by its Origin where a browser sends no Sec-Fetch-Site: another host is refused, this host and null are taken", async () => {
    const before = await stored();
    expect((await postFrom("/contatos", { origin: "https://outro.example" })).statusCode).toBe(403);
    expect((await postFrom("/contatos", { origin: "not a url" })).statusCode).toBe(403);
    expect(await stored()).toBe(before);
    // app.inject's requests come to host localhost:80; our own pages post with Origin: null (they send no referrer).
    expect((await postFrom("/contatos", { origin: "http://localhost" })).statusCode).toBe(303);
    expect((await postFrom("/contatos", { origin: "null" })).statusCode).toBe(303);
    expect(await stored()).toBe(before + 2);
  });
});
