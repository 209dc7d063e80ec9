import { describe, expect, it } from "vitest";
import type { SiteApiName } from "../contract/site-api.js";
import { answerMismatch, itemsPerSlice, mismatchOf, validateAnswer } from "./validate-answer.js";

const card = (id: number) => ({ id, name: `Talent ${id}`, slug: `talent-${id}`, gender: id % 2 ? "woman" : "man", curves: false, cover: null });
const post = (id: number) => ({ id, title: `Post ${id}`, slug: `post-${id}`, subtitle: "", cover: null });
const talents = (count: number) => ({ talents: Array.from({ length: count }, (_, i) => card(i + 1)) });

/** answerMismatch with a pause that counts itself. */
async function sliced(name: SiteApiName, value: unknown): Promise<{ mismatch: string | null; pauses: number }> {
  let pauses = 0;
  const mismatch = await answerMismatch(name, value, () => {
    pauses++;
    return Promise.resolve();
  });
  return { mismatch, pauses };
}

/** What validateAnswer says of the same answer, all at once. */
function atOnce(name: SiteApiName, value: unknown): string | null {
  try {
    validateAnswer(name, value);
    return null;
  } catch (error) {
    return mismatchOf(error);
  }
}

describe("answerMismatch", () => {
  it("checks a thousand talents fifty at a time, pausing between slices, and finds them matching", async () => {
    expect(await sliced("TalentList", talents(1000))).toEqual({ mismatch: null, pauses: 1000 / itemsPerSlice });
  });

  it("names the list item that breaks the contract by its place in the whole list", async () => {
    const answer = talents(1000);
    answer.talents[703] = { ...card(704), gender: "x" };
    expect(atOnce("TalentList", answer)).toBe(" at talents.703.gender");
    expect((await sliced("TalentList", answer)).mismatch).toBe(" at talents.703.gender");
  });

  it("checks what is beside a long list too", async () => {
    const posts = Array.from({ length: 250 }, (_, i) => post(i + 1));
    expect(atOnce("PostPage", { posts, page: 1, lastPage: 3, total: 250 })).toBeNull();
    expect((await sliced("PostPage", { posts, page: 1, lastPage: 3, total: 250 })).mismatch).toBeNull();
    expect((await sliced("PostPage", { posts, page: "1", lastPage: 3, total: 250 })).mismatch).toBe(" at page");
    expect((await sliced("PostPage", { posts, lastPage: 3, total: 250 })).mismatch).toBe(" at page");
  });

  it("gives validateAnswer's verdict on every answer, long or short, whole or broken", async () => {
    const broken = (count: number, at: number, change: Record<string, unknown>) => {
      const answer = talents(count) as { talents: Record<string, unknown>[] };
      answer.talents[at] = { ...answer.talents[at], ...change };
      return answer;
    };
    const answers: [SiteApiName, unknown][] = [
      ["TalentList", talents(0)],
      ["TalentList", talents(itemsPerSlice)],
      ["TalentList", talents(itemsPerSlice + 1)],
      ["TalentList", broken(1000, 0, { id: "1" })],
      ["TalentList", broken(1000, itemsPerSlice - 1, { name: null })],
      ["TalentList", broken(1000, itemsPerSlice, { curves: "no" })],
      ["TalentList", broken(1000, 999, { slug: 7 })],
      ["TalentList", broken(50, 20, { gender: "x" })],
      ["TalentList", { talents: [...talents(300).talents, "not a card"] }],
      ["TalentList", { talents: "none" }],
      ["TalentList", {}],
      ["TalentList", null],
      ["TalentList", []],
      ["Social", { links: [] }],
      ["About", { text: "x", image: null }],
      ["About", { text: 3, image: null }],
    ];
    for (const [name, answer] of answers) {
      const expected = atOnce(name, answer);
      const { mismatch } = await sliced(name, answer);
      expect(mismatch === null, `${name} ${JSON.stringify(answer).slice(0, 80)}`).toBe(expected === null);
      if (expected !== null && JSON.stringify(answer).length < 10_000) expect(mismatch).toBe(expected);
    }
  });

  it("reports an item that cannot even be read as a mismatch, as validateAnswer's check does, instead of failing", async () => {
    const answer = talents(200) as { talents: object[] };
    answer.talents[120] = Object.defineProperty({ ...card(121) }, "name", {
      enumerable: true,
      get() {
        throw new TypeError("unreadable");
      },
    });
    expect(atOnce("TalentList", answer)).toBe("");
    expect((await sliced("TalentList", answer)).mismatch).toBe("");
  });
});
