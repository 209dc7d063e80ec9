import { describe, expect, it } from "vitest";
import { spamReason } from "./spam.js";

const now = 1_700_000_000_000;
const fields = (entries: Record<string, string[]>) => new Map(Object.entries(entries));

describe("spamReason", () => {
  it("lets a visitor who took their time through", () => {
    expect(spamReason(fields({ website: [""], started_at: [String(now - 90_000)] }), now)).toBeNull();
    expect(spamReason(fields({ started_at: [String(now - 5000)] }), now)).toBeNull();
  });

  it("catches a filled honeypot, a missing start time and a form filled in under 5 s", () => {
    expect(spamReason(fields({ website: ["http://x"], started_at: [String(now - 90_000)] }), now)).toBe("honeypot");
    expect(spamReason(fields({}), now)).toBe("no_start_time");
    expect(spamReason(fields({ started_at: ["yesterday"] }), now)).toBe("no_start_time");
    expect(spamReason(fields({ started_at: [String(now - 4999)] }), now)).toBe("too_fast");
  });

  it("takes a start time in the future for a clock running ahead, not a bot", () => {
    expect(spamReason(fields({ started_at: [String(now + 60_000)] }), now)).toBeNull();
  });
});
