import { expect, openInApp, test } from "./test.js";
import { expectUnavailableInApp, platformDown } from "./unavailable.js";

// About, hub digital and contacts.

// The failed loads below are stubbed with page.route, which never sees a service worker's own fetches.
test.use({ serviceWorkers: "block" });

test("about: the sanitised text with its font sizes scaled (26px → 20px, 18px → 16px), and an image", async ({ page, request }) => {
  const raw = ((await (await request.get("/api/about")).json()) as { text: string }).text;
  expect(raw).toContain("font-size: 26px");
  expect(raw).toContain("font-size: 18px");

  await page.goto("/agencia");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A agência");
  const sized = page.locator("main [style*='font-size']");
  await expect(sized.first()).toBeVisible();
  const sizes = await sized.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).fontSize));
  expect(sizes.length).toBeGreaterThan(2);
  expect(sizes).toContain("20px");
  expect(sizes).toContain("16px");
  expect(sizes).not.toContain("26px");
  expect(sizes).not.toContain("18px");
  await expect(page.getByRole("heading", { level: 2, name: "O que fazemos" })).toBeVisible();

  const image = page.locator("main img").first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(image).toHaveAttribute("srcset", /\/media\/\d+\/.+ \d+w/);
});

test("about: a failed load shows the 503 page with its code", async ({ page }) => {
  await platformDown(page, "**/api/about");
  await expectUnavailableInApp(page, "/en/agencia");
});

test("hub digital: a title, an image and 'Em Breve', in every language", async ({ page }) => {
  await page.goto("/hub-digital");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hub Digital");
  await expect(page.getByText("Em Breve", { exact: true })).toBeVisible();
  const image = page.locator("main img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(image).toHaveAttribute("width", "1200");
  await page.goto("/en/hub-digital");
  await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
  await page.goto("/es/hub-digital");
  await expect(page.getByText("Próximamente", { exact: true })).toBeVisible();
});

test("contacts: both cities with their address and staff (mailto:, tel:), then the general contacts, then social media, then the form", async ({ page, request }) => {
  const staff = (await (await request.get("/api/staff")).json()) as {
    cities: { key: string; address: string; people: { name: string; role: string; email: string; phone: string }[] }[];
    general: { name: string }[];
  };
  await page.goto("/contatos");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contatos");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Rio de Janeiro", "São Paulo", "Contatos gerais", "Redes sociais", "Escreva para a agência"]);

  for (const [name, key] of [
    ["Rio de Janeiro", "rio_de_janeiro"],
    ["São Paulo", "sao_paulo"],
  ] as const) {
    const city = page.getByRole("region", { name });
    const data = staff.cities.find((c) => c.key === key);
    if (!data) throw new Error(`The demo content has no ${key}.`);
    await expect(city.locator("address")).toContainText(data.address);
    for (const person of data.people) {
      const row = city.getByRole("listitem").filter({ hasText: person.name });
      await expect(row).toContainText(person.role);
      await expect(row.getByRole("link", { name: person.email })).toHaveAttribute("href", `mailto:${person.email}`);
      await expect(row.getByRole("link", { name: person.phone })).toHaveAttribute("href", `tel:${person.phone.replace(/[^\d+]/g, "")}`);
      const whatsapp = row.getByRole("link", { name: `WhatsApp de ${person.name} (abre em uma nova aba)` });
      // Every demo phone is written +55 (DD) …: the link carries the same digits, country code first.
      await expect(whatsapp).toHaveAttribute("href", `https://wa.me/${person.phone.replace(/\D/g, "")}`);
      await expect(whatsapp).toHaveAttribute("target", "_blank");
      await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    }
  }
  const tels = await page.locator('main a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const href of tels) expect(href).toMatch(/^tel:\+?\d+$/);

  const general = page.getByRole("region", { name: "Contatos gerais" });
  for (const person of staff.general) await expect(general.getByText(person.name, { exact: true })).toBeVisible();

  const social = page.getByRole("region", { name: "Redes sociais" });
  const instagram = social.getByRole("link", { name: /Instagram/ });
  await expect(instagram).toHaveAttribute("href", /^https:\/\/www\.instagram\.com\//);
  await expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
});

test("contacts in Spanish; a failed staff load leaves the form and says the contacts could not load, with 'Try again'", async ({ page }) => {
  await page.goto("/es/contatos");
  await expect(page.getByRole("heading", { level: 2, name: "Contactos generales" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^WhatsApp de .+ \(se abre en una pestaña nueva\)$/ }).first()).toHaveAttribute("href", /^https:\/\/wa\.me\/55\d{10,11}$/);
  await expect(page.getByRole("heading", { level: 2, name: "Redes sociales" })).toBeVisible();

  await platformDown(page, "**/api/staff");
  await page.goto("/es/hub-digital");
  await openInApp(page, "/es/contatos");
  await expect(page.getByRole("heading", { level: 1, name: "Contactos" })).toBeVisible();
  const problem = page.getByRole("status").filter({ hasText: "No pudimos cargar los contactos ahora." });
  await expect(problem).toBeVisible();
  // The form does without them: the site keeps a message until the platform takes it.
  await expect(page.getByRole("button", { name: "Enviar mensaje" })).toBeVisible();

  await page.unroute("**/api/staff");
  await problem.getByRole("button", { name: "Intentar de nuevo" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Contactos generales" })).toBeVisible();
  await expect(problem).toHaveCount(0);
});
