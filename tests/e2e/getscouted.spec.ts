import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { chromium, expect, test, waitForHydration, type BrowserContext, type Page } from "./test.js";
import { chromiumArgs, chromiumPath } from "../../playwright.config.js";
import { applicationReference } from "../../src/contract/application.js";
import { privacyNoticeVersion } from "../../src/contract/privacy.js";
import { forwardedFields } from "../helpers/applicant.js";
import { afterHumanFillTime, draftPhoto, enterFields, fillApplication, largePhotos, photoSlots, platformApplications, rotatedPhotoWithGps } from "../helpers/getscouted.js";

// page.route must see the form's own requests, not a service worker's.
test.use({ serviceWorkers: "block" });

// Most tests here fill the whole form and prepare four 12-megapixel photos (about 4 s of compression alone).
test.describe.configure({ timeout: 60_000 });

let photos: string[];
test.beforeAll(async () => {
  photos = await largePhotos();
});

const uniqueName = (first: string) => `${first} ${randomUUID().slice(0, 8).replace(/\d/g, "x")} Souza`;

/** Opens the form; answers when it was open (no later than the form's own start time). */
async function openForm(page: Page, path = "/seja-um-modelo"): Promise<number> {
  await page.goto(path);
  // Pages of other contexts than the fixture's do not wait for hydration by themselves.
  await waitForHydration(page);
  await expect(page.locator("#field-name")).toBeVisible();
  return Date.now();
}

/** Chooses `file` for a photo slot and waits until the photo is ready; answers the size the slot then shows. */
async function choosePhoto(page: Page, slot: string, file: string): Promise<string> {
  await page.locator(`#field-${slot}`).setInputFiles(file);
  await expect(page.locator(`[data-field=${slot}]`)).toHaveAttribute("data-state", "ready");
  return page.locator(`#field-${slot}-status`).innerText();
}

/** The form shows a draft again: each field's value, the e-mails in their list, and the photo ready, with its size and its preview. */
async function expectRestored(page: Page, values: Record<string, string | string[]>, photo: { slot: string; size: string }) {
  for (const [field, value] of Object.entries(values)) {
    if (Array.isArray(value)) await expect(page.getByRole("list", { name: "E-mails adicionados" }).getByRole("listitem")).toHaveText(value);
    else await expect(page.locator(`#field-${field}`)).toHaveValue(value);
  }
  await expect(page.locator(`[data-field=${photo.slot}]`)).toHaveAttribute("data-state", "ready");
  await expect(page.locator(`#field-${photo.slot}-status`)).toHaveText(photo.size);
  await expect(page.locator(`[data-field=${photo.slot}] img`)).toHaveAttribute("src", /^blob:/);
}

/** Waits until the draft in IndexedDB holds `values` (the form saves shortly after each change, so an early save may hold only some). */
async function draftSaved(page: Page, values: Record<string, string | string[]>) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<Record<string, unknown> | undefined>((resolve) => {
            const open = indexedDB.open("passarela");
            open.onsuccess = () => {
              const request = open.result.transaction("applications").objectStore("applications").get("draft");
              request.onsuccess = () => {
                open.result.close();
                resolve((request.result as { values?: Record<string, unknown> } | undefined)?.values);
              };
            };
          }),
      ),
    )
    .toMatchObject(values);
}

test("the page: the title, the intro, three sections with legends", async ({ page }) => {
  await openForm(page);
  await expect(page).toHaveTitle("Seja um modelo | Passarela");
  await expect(page.locator("main h1")).toHaveText("Seja um modelo");
  await expect(page.getByText(/de rosto \(close\) e de corpo inteiro, sem maquiagem e com boa luz/)).toBeVisible();
  await expect(page.getByText(/Não precisa de fotos de estúdio/)).toBeVisible();
  await expect(page.getByText(/Menores de 18 anos/)).toBeVisible();
  for (const legend of ["Dados pessoais e contato", "Medidas", "Suas Fotos"]) {
    await expect(page.getByRole("group", { name: legend })).toBeVisible();
  }
  for (const slot of photoSlots) {
    await expect(page.locator(`[data-field="${slot}"] img`)).toHaveAttribute("src", `/general/getscouted/${slot}.png`);
  }
  await page.goto("/en/seja-um-modelo");
  await expect(page.getByRole("group", { name: "Your photos" })).toBeVisible();
  // The platform's colours are named in the page's language, in its alphabetical order.
  const hair = page.locator("#field-hair option:not([value=''])");
  await expect(hair.first()).toBeAttached();
  const hairNames = await hair.allTextContents();
  expect(hairNames.slice(0, 3)).toEqual(["Black", "Blonde", "Brown"]);
  expect(hairNames).not.toContain("Castanho Escuro");
  await expect(page.locator("#field-eyes option", { hasText: "Hazel" })).toBeAttached();
});

test("on a phone, the sections below the first are styled and laid out only near the viewport; a field in one still takes the focus", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await openForm(page);
    const sections = page.locator("form fieldset fieldset");
    const sectionsNow = () =>
      sections.evaluateAll((list) =>
        list.map((section) => ({
          legend: section.querySelector("legend")?.textContent,
          inView: section.getBoundingClientRect().top < window.innerHeight,
          // A skipped section is laid out as a box of its own: what it holds is what the browser skips.
          drawn: section.querySelector("legend")?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
          skippable: getComputedStyle(section).contentVisibility === "auto",
        })),
      );
    // The measures come within the browser's margin around the viewport; the photos, further down, do not.
    const [personal, measures, photos] = await sectionsNow();
    expect(personal).toMatchObject({ legend: "Dados pessoais e contato", inView: true, drawn: true, skippable: false });
    expect(measures).toMatchObject({ legend: "Medidas", inView: false, skippable: true });
    expect(photos).toMatchObject({ legend: "Suas Fotos", inView: false, drawn: false, skippable: true });

    // As the invalid submit does: a field in a skipped section is focused, drawn and scrolled into view.
    await page.locator("#field-image_1").focus();
    await expect(page.locator("#field-image_1")).toBeFocused();
    await expect.poll(async () => (await sectionsNow())[2]).toMatchObject({ inView: true, drawn: true });
    await expect(page.locator("[data-field=image_1] img")).toBeInViewport();
  } finally {
    await context.close();
  }
});

test("every field is marked required, visibly and for screen readers, and the form says so at the top; autofill hints", async ({ page }) => {
  await openForm(page);
  const form = page.getByRole("form", { name: "Inscrição" });
  // The line comes before the first field.
  const note = form.getByText("Todos os campos são obrigatórios");
  await expect(note).toBeVisible();
  const [noteTop, firstTop] = await Promise.all([note.boundingBox(), page.locator("#field-name").boundingBox()]);
  expect(noteTop?.y ?? Infinity).toBeLessThan(firstTop?.y ?? 0);

  const fields = ["name", "gender", "birthdate", "email", "phone", "instagram", "tiktok", "address", "state", "city", "height", "jeans", "bust", "waist", "hips", "shoes", "hair", "eyes", "consent"];
  for (const field of [...fields, ...photoSlots]) {
    const control = page.locator(`#field-${field}`);
    await expect(control, field).toHaveAttribute("aria-required", "true");
    // The mark is seen, not heard: the accessible name stays the label's text.
    const label = photoSlots.includes(field as (typeof photoSlots)[number]) ? page.locator(`#field-${field}-title`) : page.locator(`label[for="field-${field}"]`);
    await expect(label.locator("[aria-hidden=true]"), field).toHaveText("*");
    await expect(label.locator("[aria-hidden=true]"), field).toBeVisible();
  }
  await expect(page.getByRole("textbox", { name: "Nome completo", exact: true })).toBeVisible();
  // The honeypot is for bots: not required, not in the list.
  await expect(page.locator("input[name=website]")).not.toHaveAttribute("aria-required", "true");

  const hints: Record<string, string> = { name: "name", gender: "sex", birthdate: "bday", email: "email", phone: "tel", address: "street-address", state: "address-level1", city: "address-level2" };
  for (const [field, hint] of Object.entries(hints)) await expect(page.locator(`#field-${field}`), field).toHaveAttribute("autocomplete", hint);

  await page.goto("/es/seja-um-modelo");
  await expect(page.getByText("Todos los campos son obligatorios")).toBeVisible();
});

test("the phone starts at +55: the national number typed or pasted in any usual form lands as +55 (21) 98765-4321", async ({ page }) => {
  await openForm(page);
  const phone = page.locator("#field-phone");
  await phone.focus();
  await expect(phone).toHaveValue("+55 ");
  await phone.pressSequentially("21987654321");
  await expect(phone).toHaveValue("+55 (21) 98765-4321");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");

  for (const pasted of ["+55 21 98765-4321", "(21) 98765-4321", "021987654321"]) {
    // Pasted into the field as it starts (+55 already there), and over a number already in it.
    await phone.fill("");
    await page.locator("#field-name").focus();
    await phone.focus();
    await expect(phone).toHaveValue("+55 ");
    await page.keyboard.press("End");
    await page.keyboard.insertText(pasted);
    await expect(phone, pasted).toHaveValue("+55 (21) 98765-4321");
    await phone.selectText();
    await page.keyboard.insertText(pasted);
    await expect(phone, pasted).toHaveValue("+55 (21) 98765-4321");
  }
  // Left with only the country code, the field is empty again: "required", not "invalid".
  await phone.fill("");
  await page.locator("#field-name").focus();
  await phone.focus();
  await page.locator("#field-name").focus();
  await expect(phone).toHaveValue("");
});

test("typing: the phone mask, the birthdate format, e-mail chips, state then city, Enter neither submits nor moves the focus", async ({ page }) => {
  await openForm(page);
  const phone = page.locator("#field-phone");
  await phone.pressSequentially("21 98765 4321 99");
  await expect(phone).toHaveValue("+55 (21) 98765-4321");

  const birthdate = page.locator("#field-birthdate");
  await birthdate.pressSequentially("30042001");
  await expect(birthdate).toHaveValue("30/04/2001");
  const minorNote = page.locator("[data-field=birthdate]").getByRole("status");
  await expect(minorNote).toHaveText("");
  await birthdate.fill("");
  const year = new Date().getFullYear() - 10;
  await birthdate.pressSequentially(`0101${year}`);
  // Said to screen readers as it is typed (the birthdate's description); on screen, the guardian's block appears.
  await expect(minorNote).toHaveText("Menor de 18 anos: um dos pais ou o responsável legal completa a inscrição, no fim do formulário.");
  await expect(birthdate).toHaveAccessibleDescription(/Menor de 18 anos: um dos pais/);
  await expect(page.getByRole("group", { name: "Responsável legal" })).toBeVisible();

  const email = page.locator("#field-email");
  await expect(email).toHaveAttribute("placeholder", "Email(s) de contato");
  const chips = page.getByRole("list", { name: "E-mails adicionados" }).getByRole("listitem");
  await email.fill("ana@example.com");
  await email.press("Enter");
  await expect(email).toHaveValue("");
  await expect(email).toBeFocused();
  await email.pressSequentially("ana.souza@example.com.br,");
  await email.pressSequentially("mae@example.com ");
  await email.pressSequentially("ANA@example.com");
  await email.press("Enter");
  await expect(chips).toHaveText(["ana@example.com", "ana.souza@example.com.br", "mae@example.com"]);
  await expect(page.getByText("Este e-mail já está na lista.")).toBeVisible();
  await email.fill("pai@example.com");
  await email.press("Tab");
  await expect(chips).toHaveCount(4);
  await page.getByRole("button", { name: "Remover mae@example.com" }).click();
  await expect(chips).toHaveText(["ana@example.com", "ana.souza@example.com.br", "pai@example.com"]);
  await expect(email).toHaveAttribute("aria-invalid", "false");

  const city = page.locator("#field-city");
  await expect(city).toBeDisabled();
  await page.locator("#field-state").selectOption("33");
  await expect(city).toBeEnabled();
  await expect(city.locator("option", { hasText: "Niterói" })).toHaveCount(1);
  await city.selectOption("33002");
  await page.locator("#field-state").selectOption("35");
  await expect(city).toHaveValue("");
  await expect(city.locator("option", { hasText: "Campinas" })).toHaveCount(1);
  await expect(city.locator("option", { hasText: "Niterói" })).toHaveCount(0);

  await expect(page.getByRole("combobox", { name: "Busto", exact: true })).toBeVisible();
  await page.locator("#field-gender").selectOption("man");
  await expect(page.getByRole("combobox", { name: "Tórax", exact: true })).toBeVisible();
  // A measure's list is drawn when the visitor reaches it.
  await page.locator("#field-jeans").focus();
  await expect(page.locator("#field-jeans option").nth(1)).toHaveText("34");
  await expect(page.locator("#field-jeans option").nth(2)).toHaveText("34.5");
  await page.locator("#field-height").focus();
  await expect(page.locator("#field-height option", { hasText: "170 cm / 5'7\"" })).toHaveCount(1);

  const name = page.locator("#field-name");
  await name.fill("Ana");
  await name.press("Enter");
  await expect(name).toBeFocused();
  await expect(page.getByRole("alert").filter({ hasText: "Preencha os campos corretamente!" })).toHaveCount(0);
});

test("keyboard: Enter keeps the focus in text fields, lists and boxes; a wrong address stays typed and its error is announced", async ({ page }) => {
  await openForm(page);
  for (const field of ["name", "gender", "birthdate", "height", "consent"]) {
    const control = page.locator(`#field-${field}`);
    await control.focus();
    await control.press("Enter");
    await expect(control, field).toBeFocused();
  }
  await expect(page.getByRole("alert").filter({ hasText: "Preencha os campos corretamente!" })).toHaveCount(0);

  const email = page.locator("#field-email");
  // The note's live region is there before the note, so that the note is read when it comes.
  const note = page.locator("[data-field=email] [role=status]");
  await expect(note).toBeAttached();
  await email.focus();
  await page.keyboard.type("bad@@x");
  await page.keyboard.press("Enter");
  await expect(email).toBeFocused();
  await expect(email).toHaveValue("bad@@x");
  await expect(note).toHaveText("“bad@@x” não é um e-mail válido.");
  await expect(email).toHaveAccessibleDescription(/“bad@@x” não é um e-mail válido\./);
  // What comes next lands in the field.
  await page.keyboard.press("Backspace");
  await page.keyboard.type("y.com");
  await expect(email).toHaveValue("bad@@y.com");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("ana@example.com");
  await page.keyboard.press("Enter");
  await expect(email).toBeFocused();
  await expect(email).toHaveValue("");
  await expect(note).toHaveText("");
  await expect(page.getByRole("list", { name: "E-mails adicionados" }).getByRole("listitem")).toHaveText(["ana@example.com"]);
});

test("keyboard: removing an e-mail hands the focus to the next chip, else the previous one, else the input", async ({ page }) => {
  await openForm(page);
  await enterFields(page, { emails: ["a@example.com", "b@example.com", "c@example.com"] });
  const remove = (email: string) => page.getByRole("button", { name: `Remover ${email}`, exact: true });
  await remove("b@example.com").focus();
  await page.keyboard.press("Enter");
  await expect(remove("c@example.com")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(remove("a@example.com")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.locator("#field-email")).toBeFocused();
  await expect(page.getByRole("list", { name: "E-mails adicionados" })).toHaveCount(0);
});

test("keyboard: a photo's problems are announced; Remove names its photo and hands the focus back to the slot's input", async ({ page }) => {
  await openForm(page);
  const slot = page.locator("[data-field=image_1]");
  const input = page.locator("#field-image_1");
  // Present before any problem, so that the problem is announced when it comes.
  await expect(slot.locator("[role=alert]")).toBeAttached();
  await input.setInputFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await expect(slot.getByRole("alert")).toHaveText("Formato não aceito. Use uma foto JPG, PNG, GIF ou WebP.");
  await expect(input).toHaveAccessibleDescription(/Formato não aceito/);
  // Nothing was accepted: there is still a photo to choose, not one to change.
  await expect(input).toHaveAccessibleName("Foto 1: rosto, de frente (close) Escolher foto");
  await input.setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a photo") });
  await expect(slot.getByRole("alert")).toHaveText(/^Não conseguimos abrir esta foto/);
  await expect(input).toHaveAccessibleName("Foto 1: rosto, de frente (close) Escolher foto");

  await input.setInputFiles({ name: "rosto.jpg", mimeType: "image/jpeg", buffer: await rotatedPhotoWithGps() });
  await expect(slot).toHaveAttribute("data-state", "ready");
  await expect(slot.getByRole("alert")).toHaveText("");
  await expect(input).toHaveAccessibleName("Foto 1: rosto, de frente (close) Trocar foto");
  const remove = slot.getByRole("button", { name: "Remover: Foto 1: rosto, de frente (close)", exact: true });
  await expect(remove).toBeVisible();
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(slot).toHaveAttribute("data-state", "empty");
  await expect(input).toBeFocused();

  for (const [path, name] of [
    ["/en/seja-um-modelo", "Remove: Photo 1: face, from the front (close-up)"],
    ["/es/seja-um-modelo", "Quitar: Foto 1: rostro, de frente (primer plano)"],
  ] as const) {
    await openForm(page, path);
    await input.setInputFiles({ name: "rosto.jpg", mimeType: "image/jpeg", buffer: await rotatedPhotoWithGps() });
    await expect(slot.getByRole("button", { name, exact: true })).toBeVisible();
  }
});

test("passing through empty fields flags nothing; a field changed and left says its problem at once", async ({ page }) => {
  await openForm(page);
  const name = page.locator("#field-name");
  await name.focus();
  for (let i = 0; i < 16; i++) await page.keyboard.press("Tab");
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
  await name.fill("Ana");
  await name.fill("");
  await name.press("Tab");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Preencha este campo.");
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(1);
});

test("an invalid submit flags every field, says so, and scrolls to and focuses the first", async ({ page }) => {
  await openForm(page);
  const submit = page.getByRole("button", { name: "Enviar inscrição" });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: "Preencha os campos corretamente!" })).toBeVisible();
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(19 + 4);
  const name = page.locator("#field-name");
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
  await expect(name).toHaveAccessibleDescription("Preencha este campo.");
  await expect(page.locator("#field-email")).toHaveAccessibleDescription(/Informe pelo menos um e-mail/);
  await expect(page.locator("#field-gender")).toHaveAccessibleDescription("Escolha uma opção.");
  await expect(page.locator("[data-field=image_1]")).toContainText("Escolha uma foto para este espaço.");

  // Fixing the first moves the focus to the next flagged field on the next submit.
  await name.fill("Ana Clara");
  await page.locator("#field-gender").selectOption("woman");
  await page.locator("#field-birthdate").pressSequentially("31022001");
  await page.locator("#field-phone").pressSequentially("219876");
  await page.locator("#field-instagram").fill("ana clara!");
  await submit.click();
  const birthdate = page.locator("#field-birthdate");
  await expect(birthdate).toBeFocused();
  await expect(birthdate).toBeInViewport();
  await expect(birthdate).toHaveAccessibleDescription(/Informe uma data real no formato dd\/mm\/aaaa/);
  // The problem first, then what the field always says it takes.
  await expect(page.locator("#field-phone")).toHaveAccessibleDescription("Informe o telefone no formato +55 (21) 98765-4321. Um celular com WhatsApp, com o código do país e o DDD.");
  await expect(page.locator("#field-instagram")).toHaveAccessibleDescription(/Use só letras, números, pontos e sublinhados/);
  await birthdate.fill("");
  await birthdate.pressSequentially(`0101${new Date().getFullYear() + 1}`);
  await birthdate.blur();
  await expect(birthdate).toHaveAccessibleDescription("A data de nascimento precisa estar no passado.");

  // A file that does not decode, and one of a type the form does not take, each say so in their slot.
  await page.locator("#field-image_1").setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a photo") });
  await expect(page.locator("[data-field=image_1]")).toContainText("Não conseguimos abrir esta foto");
  await page.locator("#field-image_2").setInputFiles({ name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: Buffer.from("heic bytes") });
  await expect(page.locator("[data-field=image_2]")).toContainText("Formato não aceito");
});

test("photos: four 12-megapixel JPEGs are ready within 4 s, each at most 512 KB and 2000 px", async ({ page }) => {
  test.setTimeout(120_000);
  await openForm(page);
  const spans: number[] = [];
  // Measured by the page itself (performance.measure around each compression), best of three: another test may share the CPU.
  for (let round = 0; round < 3; round++) {
    await page.evaluate(() => performance.clearMeasures());
    const clearButtons = page.locator("[data-field^=image_]").getByRole("button", { name: /^Remover/ });
    while ((await clearButtons.count()) > 0) await clearButtons.first().click();
    await expect(page.locator('[data-field^="image_"][data-state="ready"]')).toHaveCount(0);
    for (const [index, slot] of photoSlots.entries()) await page.locator(`#field-${slot}`).setInputFiles(photos[index] ?? "");
    await expect(page.locator('[data-field^="image_"][data-state="ready"]')).toHaveCount(4, { timeout: 30_000 });
    const span = await page.evaluate(() => {
      const measures = performance.getEntriesByType("measure").filter((m) => m.name.startsWith("getscouted:compress:"));
      if (measures.length !== 4) return Number.NaN;
      return Math.max(...measures.map((m) => m.startTime + m.duration)) - Math.min(...measures.map((m) => m.startTime));
    });
    spans.push(Math.round(span));
  }
  const best = Math.min(...spans);
  test.info().annotations.push({ type: "four 12 MP photos compressed (ms)", description: spans.join(", ") });
  console.log(`four 12 MP photos ready in ${spans.join(" / ")} ms (best ${best} ms)`);
  expect(best).toBeLessThanOrEqual(4000);

  for (const slot of photoSlots) {
    const photo = await draftPhoto(page, slot);
    expect(photo?.type).toBe("image/jpeg");
    expect(photo?.size).toBeLessThanOrEqual(512 * 1024);
    expect(Math.max(photo?.width ?? 0, photo?.height ?? 0)).toBeLessThanOrEqual(2000);
    expect(photo?.hasExif).toBe(false);
    await expect(page.locator(`[data-field=${slot}]`)).toContainText(new RegExp(`Pronta: \\d+ KB · ${photo?.width} × ${photo?.height} px`));
  }
});

test("photos: EXIF orientation is applied and the location is removed; clearing a slot empties its preview", async ({ page }) => {
  await openForm(page);
  await page.locator("#field-image_3").setInputFiles({ name: "lado.jpg", mimeType: "image/jpeg", buffer: await rotatedPhotoWithGps() });
  const slot = page.locator("[data-field=image_3]");
  await expect(slot).toHaveAttribute("data-state", "ready");
  const photo = await draftPhoto(page, "image_3");
  expect(photo).toMatchObject({ width: 300, height: 400, hasExif: false });
  await expect(slot.getByRole("img", { name: /^Prévia/ })).toHaveAttribute("src", /^blob:/);
  await slot.getByRole("button", { name: /^Remover/ }).click();
  await expect(slot).toHaveAttribute("data-state", "empty");
  await expect(slot.locator("img")).toHaveAttribute("src", "/general/getscouted/image_3.png");
  await expect.poll(() => draftPhoto(page, "image_3")).toBeNull();
});

test("the draft, photos included, survives a reload", async ({ page }) => {
  await openForm(page);
  const name = uniqueName("Rascunho");
  await enterFields(page, { name, birthdate: "30042001", emails: ["rascunho@example.com"], state: "33", city: "33002", height: "172" });
  const size = await choosePhoto(page, "image_2", photos[1] ?? "");
  await draftSaved(page, { name, email: ["rascunho@example.com"], state: "33", city: "33002", height: "172" });

  await page.reload();
  await expectRestored(page, { name, birthdate: "30/04/2001", email: ["rascunho@example.com"], state: "33", city: "33002", height: "172" }, { slot: "image_2", size });
});

test("sending shows real upload progress, then success; the platform receives exactly the contract's shape", async ({ page }) => {
  const openedAt = await openForm(page);
  const name = uniqueName("Ana");
  await fillApplication(page, { name, emails: ["ana@example.com", "ana.souza@example.com.br"] }, photos);
  // The address still being typed joins the list on submit.
  await page.locator("#field-email").fill("mae.da.ana@example.com");

  // A slow uplink, so that the upload takes a while and its progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600 * 1024 });
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector("[data-testid=sending-view] [role=progressbar]");
      const value = Number(bar?.getAttribute("aria-valuenow") ?? Number.NaN);
      if (!Number.isNaN(value) && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-valuenow"] });
  });

  await afterHumanFillTime(page, openedAt);
  const started = Date.now();
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/applications") && response.status() === 201, { timeout: 30_000 });
  await page.getByRole("button", { name: "Enviar inscrição" }).click();
  await expect(page.getByRole("heading", { name: "Enviando" })).toBeVisible();
  await expect(page.locator("#field-name")).toBeHidden();
  await expect(page.getByRole("heading", { name: "Recebemos sua inscrição" })).toBeVisible({ timeout: 20_000 });
  console.log(`upload of four compressed photos at 600 KB/s took ${Date.now() - started} ms`);
  const receipt = (await answer).json() as Promise<{ id: string }>;
  // What the applicant keeps: the reference of the site's 201, what happens next and when, and whom to write to with it.
  const reference = applicationReference((await receipt).id);
  expect(reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
  await expect(page.getByTestId("application-reference")).toHaveText(reference);
  await expect(page.getByText(/avalia cada inscrição .* em até 15 dias úteis/)).toBeVisible();
  const contact = page.getByTestId("application-contact");
  await expect(contact).toContainText(`informando a referência ${reference}`);
  await expect(contact.getByRole("link", { name: "casting@passarela.example" })).toHaveAttribute("href", `mailto:casting@passarela.example?subject=${reference}`);
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(seen.some((value) => value > 0 && value < 100), `progress seen: ${seen.join(", ")}`).toBe(true);
  expect(seen.at(-1)).toBe(100);
  expect([...seen].sort((a, b) => a - b)).toEqual(seen);

  await expect.poll(() => platformApplications(name).length, { timeout: 15_000 }).toBe(1);
  const [received] = platformApplications(name);
  expect(Object.keys(received?.fields ?? {}).sort()).toEqual(
    [
      "version", "name", "gender", "id_gender", "birthdate", "email", "phone", "instagram", "tiktok", "address",
      "state", "id_state", "city", "id_city", "height", "jeans", "bust", "waist", "hips", "shoes", "hair", "id_hair", "eyes", "id_eyes",
      "privacy_consent_version", "privacy_consent_at",
    ].sort(),
  );
  expect(received?.fields).toMatchObject({ ...forwardedFields, name, email: "ana@example.com,ana.souza@example.com.br,mae.da.ana@example.com" });
  // When the site received the consent: after the visitor pressed send, a moment ago.
  const consentAt = Date.parse(received?.fields.privacy_consent_at ?? "");
  expect(consentAt).toBeGreaterThanOrEqual(started - 1000);
  expect(consentAt).toBeLessThanOrEqual(Date.now());
  expect(Object.keys(received?.photos ?? {}).sort()).toEqual([...photoSlots]);

  // Another application, by keyboard: the focus lands at the start of the new, empty form.
  await page.getByRole("button", { name: "Enviar outra inscrição" }).focus();
  await page.keyboard.press("Enter");
  const first = page.locator("#field-name");
  await expect(first).toBeFocused();
  await expect(first).toHaveValue("");
  await expect(first).toBeInViewport();

  // Sent means forgotten here: the next visit starts a new application.
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.reload();
  await expect(page.locator("#field-name")).toHaveValue("");
  await expect(page.getByTestId("queue-panel")).toHaveCount(0);
});

test("offline: the application is kept and says so, then goes out once by itself when the connection returns", async ({ page, context }) => {
  const openedAt = await openForm(page);
  const name = uniqueName("Offline");
  await fillApplication(page, { name }, photos);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Enviar inscrição" }).click();
  const panel = page.getByTestId("queue-panel");
  await expect(panel.getByRole("heading")).toHaveText("1 inscrição aguardando envio");
  await expect(panel).toContainText(name);
  await expect(panel).toContainText("Sem conexão. Ela está guardada neste aparelho e será enviada automaticamente quando a conexão voltar.");
  await expect(page.locator("#field-name")).toHaveValue(name);
  await expect(page.locator("#field-name")).toBeDisabled();
  await expect(page.locator("[data-field=image_4]")).toHaveAttribute("data-state", "ready");
  expect(platformApplications(name)).toHaveLength(0);

  await afterHumanFillTime(page, openedAt);
  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Recebemos sua inscrição" })).toBeVisible({ timeout: 20_000 });
  await expect(panel).toHaveCount(0);
  await expect.poll(() => platformApplications(name).length, { timeout: 15_000 }).toBe(1);
  // A late duplicate would show up within the outbox's next round.
  await page.waitForTimeout(1500);
  expect(platformApplications(name)).toHaveLength(1);
});

test("a server error keeps the application to try again; a refusal names the fields and keeps everything", async ({ page }) => {
  await openForm(page);
  const name = uniqueName("Recusa");
  await fillApplication(page, { name }, photos);
  const keys: string[] = [];
  await page.route("/api/applications", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "unavailable", message: "down" }) });
  });
  await page.getByRole("button", { name: "Enviar inscrição" }).click();
  const panel = page.getByTestId("queue-panel");
  await expect(panel).toContainText("O servidor não conseguiu recebê-la agora");
  await panel.getByRole("button", { name: "Tentar novamente" }).press("Enter");
  await expect.poll(() => keys.length).toBe(2);
  // Through the attempt and its failure, the button keeps the keyboard's focus.
  await expect(page.getByTestId("sending-view")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Tentar novamente" })).toBeFocused();
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  await page.unroute("/api/applications");
  await page.route("/api/applications", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: "invalid_application", message: "Some fields are missing or invalid.", fields: { city: "invalid_option", image_2: "invalid_image" } }),
    }),
  );
  await panel.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Preencha os campos corretamente!" })).toBeVisible();
  await expect(panel).toHaveCount(0);
  const city = page.locator("#field-city");
  await expect(city).toBeFocused();
  await expect(city).toHaveAccessibleDescription("Escolha uma das opções da lista.");
  await expect(page.locator("[data-field=image_2]")).toContainText("Não conseguimos abrir esta foto");
  await expect(page.locator("#field-name")).toHaveValue(name);
  await expect(page.locator("#field-name")).toBeEnabled();
  await expect(page.locator('[data-field^="image_"][data-state="ready"]')).toHaveCount(4);

  // Fixed, sent again: the real server takes it.
  await page.unroute("/api/applications");
  await city.selectOption("33003");
  await page.locator("#field-image_2").setInputFiles(photos[1] ?? "");
  await expect(page.locator("[data-field=image_2]")).toHaveAttribute("data-state", "ready");
  const started = Date.now();
  await page.getByRole("button", { name: "Enviar inscrição" }).click();
  await expect(page.getByRole("heading", { name: "Recebemos sua inscrição" })).toBeVisible({ timeout: 20_000 });
  console.log(`four compressed photos sent and confirmed on loopback in ${Date.now() - started} ms`);
});

test("a queued application sent again says one thing: the sending view alone shows it, and no live region reads out its percentages", async ({ page }) => {
  const openedAt = await openForm(page);
  const name = uniqueName("Fila");
  await fillApplication(page, { name }, photos);
  await page.route("/api/applications", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "unavailable", message: "down" }) }),
  );
  await afterHumanFillTime(page, openedAt);
  await page.getByRole("button", { name: "Enviar inscrição" }).click();
  const panel = page.getByTestId("queue-panel");
  await expect(panel).toContainText("O servidor não conseguiu recebê-la agora");
  await page.unroute("/api/applications");

  // What the live regions hold (as a screen reader reads them: without what is hidden from it), and whether the panel
  // still listed this application while the sending view showed it.
  await page.evaluate((applicant) => {
    const said = new Set<string>();
    const seen = { said, bothShown: false };
    (window as unknown as { queueSeen: typeof seen }).queueSeen = seen;
    const read = (element: Element) => {
      const copy = element.cloneNode(true) as Element;
      copy.querySelectorAll("[aria-hidden=true]").forEach((hidden) => hidden.remove());
      return copy.textContent.trim();
    };
    new MutationObserver(() => {
      for (const region of document.querySelectorAll("[role=status], [role=alert], [aria-live=polite], [aria-live=assertive]")) {
        const text = read(region);
        if (text) said.add(text);
      }
      const sendingView = document.querySelector("[data-testid=sending-view]");
      const listed = document.querySelector("[data-testid=queue-panel]")?.textContent.includes(applicant) ?? false;
      if (sendingView && listed) seen.bothShown = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, name);

  // A slow uplink, so that the upload takes a while and has many percentages to say.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600 * 1024 });
  await panel.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(page.getByTestId("sending-view")).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Recebemos sua inscrição" })).toBeVisible({ timeout: 20_000 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const seen = await page.evaluate(() => {
    const { said, bothShown } = (window as unknown as { queueSeen: { said: Set<string>; bothShown: boolean } }).queueSeen;
    return { said: [...said], bothShown };
  });
  expect(seen.bothShown).toBe(false);
  expect(seen.said.filter((text) => /\d\s*%/.test(text))).toEqual([]);
  await expect.poll(() => platformApplications(name).length, { timeout: 15_000 }).toBe(1);
});

test("an application queued offline goes out on the next visit, whatever page it opens on", async ({ context }) => {
  const page = await context.newPage();
  const openedAt = await openForm(page);
  const name = uniqueName("Visita");
  await fillApplication(page, { name }, photos);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Enviar inscrição" }).click();
  await expect(page.getByTestId("queue-panel")).toContainText("Sem conexão");
  await afterHumanFillTime(page, openedAt);
  await page.close();
  await context.setOffline(false);

  const next = await context.newPage();
  await next.goto("/agencia");
  await expect.poll(() => platformApplications(name).length, { timeout: 20_000 }).toBe(1);
  // Sent means forgotten: the form then starts empty.
  await next.goto("/seja-um-modelo");
  await expect(next.locator("#field-name")).toHaveValue("");
  await expect(next.getByTestId("queue-panel")).toHaveCount(0);
});

test("a 429 tells the applicant, in their language, when it will be tried again, and it goes out by itself after Retry-After", async ({ page }) => {
  const openedAt = await openForm(page, "/en/seja-um-modelo");
  const name = uniqueName("Limite");
  await fillApplication(page, { name }, photos);
  const attempts: { at: number; key: string }[] = [];
  await page.route("/api/applications", async (route) => {
    attempts.push({ at: Date.now(), key: route.request().headers()["idempotency-key"] ?? "" });
    if (attempts.length > 1) return route.continue();
    return route.fulfill({
      status: 429,
      headers: { "retry-after": "4" },
      contentType: "application/json",
      body: JSON.stringify({ error: "rate_limited", message: "Too many applications from this address; please try again in 1 minutes." }),
    });
  });
  await afterHumanFillTime(page, openedAt);
  const before = await page.evaluate(() => Date.now());
  await page.getByRole("button", { name: "Send application" }).click();
  const panel = page.getByTestId("queue-panel");
  await expect(panel).toContainText("Too many applications sent from this connection. It will be sent automatically at ");
  // Sent again before its time it would only be refused again: the row offers no button for it.
  await expect(panel.getByRole("button")).toHaveCount(0);
  // The time of the retry, as English writes it: 4 s after the answer (which came between `before` and now).
  const times = await page.evaluate((from) => [from, Date.now()].map((at) => new Intl.DateTimeFormat("en", { timeStyle: "short" }).format(at + 4000)), before);
  const status = (await panel.getByTestId("queue-status").innerText()).trim();
  expect(times.map((time) => `Too many applications sent from this connection. It will be sent automatically at ${time}.`)).toContain(status);
  await expect(page.locator("#field-name")).toHaveValue(name);
  expect(attempts).toHaveLength(1);

  // Nothing is sent before the wait is over; then the same application goes out once, under the same key.
  await expect(page.getByRole("heading", { name: "We have received your application" })).toBeVisible({ timeout: 20_000 });
  expect(attempts).toHaveLength(2);
  const [first, second] = attempts as [{ at: number; key: string }, { at: number; key: string }];
  expect(second.key).toBe(first.key);
  expect(second.at - first.at).toBeGreaterThanOrEqual(3500);
  await expect.poll(() => platformApplications(name).length, { timeout: 15_000 }).toBe(1);
});

test("the draft, photos included, is restored after the browser was closed and opened again", async ({ baseURL }) => {
  // A real profile on disk, closed and reopened: what a visitor's browser keeps between two launches.
  const profile = mkdtempSync(path.join(os.tmpdir(), "passarela-draft-"));
  const launch = () => chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs, baseURL, serviceWorkers: "block" });
  let browser: BrowserContext | undefined;
  try {
    browser = await launch();
    let page = browser.pages()[0] ?? (await browser.newPage());
    await openForm(page);
    const name = uniqueName("Fechado");
    await enterFields(page, { name, gender: "woman", birthdate: "15081999", emails: ["fechado@example.com"], phone: "5511912345678", state: "33", city: "33002", shoes: "37" });
    const size = await choosePhoto(page, "image_1", photos[0] ?? "");
    await draftSaved(page, { name, gender: "woman", email: ["fechado@example.com"], state: "33", city: "33002", shoes: "37" });
    // The photo is in the draft too before the browser goes away.
    await expect.poll(() => draftPhoto(page, "image_1")).not.toBeNull();
    await browser.close();
    browser = undefined;

    browser = await launch();
    page = browser.pages()[0] ?? (await browser.newPage());
    await openForm(page);
    const restored = { name, gender: "woman", birthdate: "15/08/1999", email: ["fechado@example.com"], phone: "+55 (11) 91234-5678", state: "33", city: "33002", shoes: "37" };
    await expectRestored(page, restored, { slot: "image_1", size });
    await expect(page.locator("[data-field=image_2]")).toHaveAttribute("data-state", "empty");
  } finally {
    await browser?.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("consent: unticked at first; without it nothing is sent and the box says why; it links the privacy notice; ticked, the application goes", async ({ page }) => {
  const openedAt = await openForm(page);
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/applications")) posted.push(request.method());
  });
  const consent = page.getByRole("checkbox", { name: /^Li a política de privacidade \(abre em uma nova aba\) e concordo/ });
  await expect(consent).not.toBeChecked();
  const notice = page.locator("[data-field=consent]").getByRole("link", { name: "política de privacidade" });
  await expect(notice).toHaveAttribute("href", "/privacidade");
  await expect(notice).toHaveAttribute("target", "_blank");

  const name = uniqueName("Consentida");
  await fillApplication(page, { name, consent: false }, photos);
  await afterHumanFillTime(page, openedAt);
  await page.getByRole("button", { name: "Enviar inscrição" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Preencha os campos corretamente!" })).toBeVisible();
  // Every other field is fine: the box is the one flagged, focused and explained.
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(1);
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAccessibleDescription("Para enviar a inscrição, marque que leu e aceita a política de privacidade.");
  expect(posted).toEqual([]);

  // By keyboard, like every control of the form.
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  await expect(consent).toHaveAttribute("aria-invalid", "false");
  await page.getByRole("button", { name: "Enviar inscrição" }).click();
  await expect(page.getByRole("heading", { name: "Recebemos sua inscrição" })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => platformApplications(name).length, { timeout: 15_000 }).toBe(1);
  expect(platformApplications(name)[0]?.fields.privacy_consent_version).toBe(privacyNoticeVersion);
});

test("a minor: the guardian's name and consent appear for a minor's birthdate without moving the form above them, are required, are kept in the draft, and reach the platform", async ({ page }) => {
  // Two submits of four large photos: on a shared two-core machine the upload and intake alone can take 20 s.
  test.setTimeout(90_000);
  const openedAt = await openForm(page);
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/applications")) posted.push(request.method());
  });
  const name = uniqueName("Menor");
  await fillApplication(page, { name }, photos);
  const guardianGroup = page.getByRole("group", { name: "Responsável legal" });
  await expect(guardianGroup).toHaveCount(0);
  const top = (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const photosTop = await top("#field-image_4");
  const consentTop = await top("#field-consent");

  // Twelve years old, whatever day the test runs.
  const birthdate = page.locator("#field-birthdate");
  await birthdate.fill("");
  await birthdate.pressSequentially(`0101${new Date().getFullYear() - 12}`);
  await expect(guardianGroup).toBeVisible();
  const guardianName = page.getByRole("textbox", { name: "Nome da mãe, do pai ou do responsável legal" });
  const guardianConsent = page.getByRole("checkbox", { name: /Sou mãe, pai ou responsável legal de quem se inscreve/ });
  await expect(guardianName).toHaveAttribute("aria-required", "true");
  await expect(guardianConsent).not.toBeChecked();
  // Both consents' links to the privacy notice open a new tab, and say so.
  const privacyLinks = page.getByRole("link", { name: "política de privacidade (abre em uma nova aba)" });
  await expect(privacyLinks).toHaveCount(2);
  for (const link of await privacyLinks.all()) await expect(link).toHaveAttribute("target", "_blank");
  await expect(guardianGroup.getByRole("link", { name: "política de privacidade" })).toHaveAttribute("href", "/privacidade");
  // Only what follows the inserted block moves: the photos stay put, the consent goes down.
  expect(await top("#field-image_4")).toBe(photosTop);
  expect(await top("#field-consent")).toBeGreaterThan(consentTop);

  // Without them nothing is sent, and the form says which and why.
  await afterHumanFillTime(page, openedAt);
  await page.getByRole("button", { name: "Enviar inscrição" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Preencha os campos corretamente!" })).toBeVisible();
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(2);
  await expect(guardianName).toBeFocused();
  await expect(guardianConsent).toHaveAccessibleDescription(
    "Menores de 18 anos só se inscrevem com a autorização de um dos pais ou do responsável legal: marque-a.",
  );
  expect(posted).toEqual([]);

  await guardianName.fill("Maria Souza");
  await guardianConsent.check();
  await draftSaved(page, { guardian_name: "Maria Souza", guardian_consent: privacyNoticeVersion });
  const sentAt = Date.now();
  await page.getByRole("button", { name: "Enviar inscrição" }).click();
  await expect(page.getByRole("heading", { name: "Recebemos sua inscrição" })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => platformApplications(name).length, { timeout: 15_000 }).toBe(1);
  const received = platformApplications(name)[0];
  expect(received?.fields).toMatchObject({
    birthdate: `${new Date().getFullYear() - 12}-01-01`,
    guardian_name: "Maria Souza",
    guardian_consent_version: privacyNoticeVersion,
    privacy_consent_version: privacyNoticeVersion,
  });
  const consentAt = Date.parse(received?.fields.guardian_consent_at ?? "");
  expect(consentAt).toBeGreaterThanOrEqual(sentAt - 1000);
  expect(consentAt).toBeLessThanOrEqual(Date.now());
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

  test("the focus ring of a photo's button at the page's edge is drawn whole, not cut by its section", async ({ page }) => {
    await openForm(page);
    const file = page.locator("#field-image_1");
    // Reached by the keyboard, as its ring is only drawn then (again if the form, still settling, took the focus away).
    await expect(async () => {
      await file.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(file).toBeFocused({ timeout: 1000 });
    }).toPass();
    const button = page.locator("[data-field=image_1] label", { hasText: "Escolher foto" });
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) throw new Error("the photo's button is not drawn");
    // The ring is 2 px wide, 2 px off the button: on its left, from 4 to 2 px out, across from the button's middle.
    const shot = await page.screenshot({ clip: { x: box.x - 4, y: box.y + box.height / 2, width: 4, height: 1 } });
    const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    const channels = data.length / 4;
    const brightness = [...Array(4).keys()].map((x) => data[x * channels] ?? 0);
    expect(brightness[0], `pixels left of the button: ${brightness.join(", ")}`).toBeGreaterThan(200);
    expect(brightness[1]).toBeGreaterThan(200);
  });
});
