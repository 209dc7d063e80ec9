import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../../locales/pt/getscouted.po";
import { LoadError } from "../../../state/resource.js";
import { atom, createStore, Provider } from "../../../state/store.js";
import { LoadProblem } from "./LoadProblem.js";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});
afterEach(cleanup);

/** A failed load whose tries are counted, shown by the three lists that share it (states, hair, eyes). */
function threeListsFailed() {
  const store = createStore();
  const tries = atom(0);
  const resource = atom(null, (_get, set) => set(tries, (count) => count + 1));
  const error = new LoadError(new Error("offline"), resource);
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <LoadProblem error={error} />
        <LoadProblem error={error} />
        <LoadProblem error={error} />
      </I18nProvider>
    </Provider>,
  );
  return () => store.get(tries);
}

describe("a form list that did not load", () => {
  it("is loaded again, once for the lists that share it, when the connection comes back", () => {
    const tries = threeListsFailed();
    expect(screen.getAllByRole("alert")).toHaveLength(3);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(tries()).toBe(1);
    // That load failing too is a new error, with its own next reconnection.
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(tries()).toBe(1);
  });

  it("is loaded again from its button", () => {
    const tries = threeListsFailed();
    fireEvent.click(screen.getAllByRole("button", { name: "Tentar de novo" })[0] as HTMLElement);
    expect(tries()).toBe(1);
  });
});
