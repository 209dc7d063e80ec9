import { describe, expect, it } from "vitest";
import { toFormData } from "./form-data.js";
import type { QueuedApplication } from "./records.js";

const photo = (slot: "image_1" | "image_2" | "image_3" | "image_4", byte: number) => ({
  slot,
  name: `${slot}.jpg`,
  type: "image/jpeg",
  size: 3,
  width: 2000,
  height: 1500,
  bytes: new Uint8Array([0xff, 0xd8, byte]).buffer,
});

const record: QueuedApplication = {
  v: 1,
  key: "0b6f3f0e-8f0c-4d7e-9a43-1c0a7e0f5b11",
  createdAt: 1_700_000_100_000,
  startedAt: 1_700_000_000_000,
  values: { name: "Ana Clara", birthdate: "2001-04-30", email: ["ana@example.com", "mae@example.com"], state: "33", website: "" },
  photos: [photo("image_1", 1), photo("image_2", 2), photo("image_3", 3), photo("image_4", 4)],
  attempts: 0,
  lastAttemptAt: null,
  outcome: null,
};

describe("toFormData", () => {
  it("rebuilds the multipart body of a queued application: repeated e-mails, honeypot, started_at, the photos by slot", async () => {
    const form = toFormData(record);
    expect(form.get("name")).toBe("Ana Clara");
    expect(form.get("birthdate")).toBe("2001-04-30");
    expect(form.getAll("email")).toEqual(["ana@example.com", "mae@example.com"]);
    expect(form.getAll("website")).toEqual([""]);
    expect(form.get("started_at")).toBe("1700000000000");
    const first = form.get("image_1");
    expect(first).toBeInstanceOf(Blob);
    expect((first as File).name).toBe("image_1.jpg");
    expect((first as File).type).toBe("image/jpeg");
    expect([...new Uint8Array(await (form.get("image_4") as Blob).arrayBuffer())]).toEqual([0xff, 0xd8, 4]);
  });

  it("builds the same body every time: a retry sends what was queued", () => {
    const entries = (form: FormData) => {
      const list: [string, string | number][] = [];
      form.forEach((value, name) => list.push([name, typeof value === "string" ? value : value.size]));
      return list;
    };
    expect(entries(toFormData(record))).toEqual(entries(toFormData(record)));
  });
});
