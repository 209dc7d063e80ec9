import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseApplication } from "../../src/contract/application.js";
import { privacyNoticeVersion } from "../../src/contract/privacy.js";
import { validFields } from "../../tests/helpers/applicant.js";
import { noisePhoto } from "../../tests/helpers/application.js";
import { startTestPlatform, type TestPlatform } from "../../tests/helpers/platform.js";
import { forwardForm } from "../site/applications/forward-form.js";
import { PlatformClient } from "../upstream/client.js";
import { csvCell, toCsv } from "./applications-report.js";

// `npm run applications`: the embedded platform's received applications, listed and exported.
let test: TestPlatform;
let out: string;

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/platform/applications-cli.ts", ...args], { encoding: "utf8", timeout: 20_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  test = await startTestPlatform();
  out = mkdtempSync(path.join(os.tmpdir(), "passarela-export-"));
  const client = new PlatformClient({ baseUrl: test.platform.url, credentials: test.credentials });
  const photos = await Promise.all([0, 1, 2, 3].map((i) => noisePhoto(100, 120 + i)));
  const labels = { state: "Rio de Janeiro", city: "Niterói", hair: "Castanho Escuro", eyes: "Castanhos Claros" };
  for (const name of ["Ana Clara Souza", 'Bia "B", da Silva']) {
    const parsed = parseApplication({ ...validFields, name });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fields));
    await client.forwardApplication(forwardForm(parsed.value, labels, photos, Date.now()), `cli-${name.length}`);
  }
  await client.forwardContact({
    name: "Carla Mendes",
    email: "carla@agencia.example",
    message: "Queremos reservar para uma campanha\nem março.",
    subject: "booking",
    talents: [{ id: 3, name: "Ana Souza" }, { id: 9, name: "Bruno Lima" }],
  }, "contact-carla");
  await client.forwardContact({ name: "Rita", email: "rita@jornal.example", phone: "+55 (11) 91234-5678", message: "Entrevista?", subject: "press" }, "contact-rita");
});
afterAll(async () => {
  await test.close();
  rmSync(out, { recursive: true, force: true });
});

describe("applications CLI", () => {
  it("lists the contact messages with their subject and the talents a booking names", () => {
    const { code, stdout, stderr } = cli("contacts", "--data-dir", test.dataDir);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID\s+RECEIVED \(UTC\)\s+NAME\s+E-MAIL\s+PHONE\s+SUBJECT\s+TALENTS\s+MESSAGE$/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^1\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+Carla Mendes\s+carla@agencia\.example\s+booking\s+Ana Souza \(3\), Bruno Lima \(9\)\s+Queremos reservar para uma campanha em março\.$/);
    expect(lines[2]).toMatch(/^2\s.+Rita\s+rita@jornal\.example\s+\+55 \(11\) 91234-5678\s+press\s+Entrevista\?$/);
    expect(cli("contacts", "extra", "--data-dir", test.dataDir).code).toBe(2);
  });

  it("lists id, date, name, e-mails, phone, city / state and photo count", () => {
    const { code, stdout, stderr } = cli("list", "--data-dir", test.dataDir);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID\s+RECEIVED \(UTC\)\s+NAME\s+E-MAILS\s+PHONE\s+CITY \/ STATE\s+PHOTOS$/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^1\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+Ana Clara Souza\s+ana@example\.com, ana\.souza@example\.com\.br\s+\+55 \(21\) 98765-4321\s+Niterói \/ Rio de Janeiro\s+4$/,
    );
  });

  it("exports a CSV and one folder of photos per application", async () => {
    const target = path.join(out, "export");
    const { code, stdout } = cli("export", target, "--data-dir", test.dataDir);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Exported 2 applications and 8 photos into /);
    expect(readdirSync(target).sort()).toEqual(["1", "2", "applications.csv"]);
    expect(readdirSync(path.join(target, "2")).sort()).toEqual(["image_1.jpg", "image_2.jpg", "image_3.jpg", "image_4.jpg"]);
    expect((await sharp(path.join(target, "2", "image_4.jpg")).metadata()).height).toBe(123);
    const csv = readFileSync(path.join(target, "applications.csv"), "utf8");
    expect(csv.startsWith("\uFEFFid,received_at,name,gender,birthdate,email,phone,")).toBe(true);
    expect(csv).toContain(`,"Bia ""B"", da Silva",Não-Binário,2001-04-30,"ana@example.com,ana.souza@example.com.br",'+55 (21) 98765-4321,'@anaclara,`);
    // What each applicant agreed to, and when: an adult, so no guardian.
    expect(csv).toMatch(new RegExp(`,${privacyNoticeVersion},\\d{4}-\\d\\d-\\d\\dT[^,]+Z,,,,2\\r\\n$`));
  });

  it("fails in one line with exit code 2 on bad usage, 1 on a missing database or a full folder", () => {
    for (const args of [["frobnicate"], [], ["export"], ["list", "extra"], ["list", "--colour"]]) {
      const { code, stderr } = cli(...args);
      expect(code, args.join(" ")).toBe(2);
      expect(stderr).toMatch(/^applications: .+ \(usage: npm run applications -- list \| export OUT_DIR \| contacts \[--data-dir DIR\]\)\n$/);
    }
    const missing = cli("list", "--data-dir", path.join(out, "nothing"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^applications: no embedded platform database at .+\n$/);
    writeFileSync(path.join(out, "full.txt"), "x");
    const full = cli("export", out, "--data-dir", test.dataDir);
    expect(full.code).toBe(1);
    expect(full.stderr).toMatch(/is not empty/);
  });

  it("guards spreadsheet cells against formulas", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("plain")).toBe("plain");
    expect(toCsv([])).toBe(
      `\uFEFFid,received_at,name,gender,birthdate,email,phone,instagram,tiktok,address,state,city,height,jeans,bust,waist,hips,shoes,hair,eyes,privacy_consent_version,privacy_consent_at,guardian_name,guardian_consent_version,guardian_consent_at,photos\r\n`,
    );
  });
});
