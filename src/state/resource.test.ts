import { format } from "node:util";
import { describe, expect, it, vi } from "vitest";
import { apiResource, seededAnswersAtom } from "./resource.js";
import { store } from "./store.js";

const card = (id: number) => ({ id, name: `Talent ${id}`, slug: `talent-${id}`, gender: "woman", curves: false, cover: null as unknown });
const talents = (count: number) => ({ talents: Array.from({ length: count }, (_, i) => card(i + 1)) });

describe("answers carried by the page's HTML", () => {
  it("are used as they are, then checked while the page is idle: one that breaks the contract is reported and dropped", async () => {
    const errors: string[] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
      errors.push(format(...args));
    });
    const broken = talents(300);
    broken.talents[250] = { ...card(251), cover: 7 };
    const fine = talents(300);
    const brokenList = apiResource("/api/test/broken", "TalentList");
    const fineList = apiResource("/api/test/fine", "TalentList");
    store.set(seededAnswersAtom, { "/api/test/broken": broken, "/api/test/fine": fine });

    // The first render reads them without a check. They are checked in that order: once the
    // broken one is dropped, the fine one has been checked too.
    expect(store.get(fineList)).toBe(fine);
    expect(store.get(brokenList)).toBe(broken);
    expect(errors).toEqual([]);

    await vi.waitFor(() => expect(store.get(seededAnswersAtom)["/api/test/broken"]).toBeUndefined(), { timeout: 5000 });
    expect(errors).toEqual(["The page's copy of /api/test/broken does not match the contract at talents.250.cover; fetching it again."]);
    expect(store.get(seededAnswersAtom)["/api/test/fine"]).toBe(fine);
  });
});
