import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

// A console.error during a test is a bug being swallowed: fail the test on it.
beforeEach(() => {
  const original = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    original(...args);
    throw new Error(`console.error was called: ${format(...args)}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
