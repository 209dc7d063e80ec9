import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Form } from "react-final-form";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../../locales/pt/messages.po";
import { SelectInput, type SelectOption } from "./SelectInput.js";
import { optionsPerStep } from "./useFullOptions.js";

const heights: SelectOption[] = Array.from({ length: 171 }, (_, i) => ({ value: String(30 + i), label: `${30 + i} cm` }));
const colours: SelectOption[] = [
  { value: "black", label: "Preto" },
  { value: "brown", label: "Castanho" },
];

function renderSelect(options: SelectOption[], initial?: string, name: "height" | "hair" = "height", autoComplete?: string) {
  render(
    <I18nProvider i18n={i18n}>
      <Form onSubmit={() => undefined} initialValues={initial ? { [name]: initial } : {}}>
        {() => <SelectInput name={name} label="Altura" options={options} placeholder="Selecione" autoComplete={autoComplete} />}
      </Form>
    </I18nProvider>,
  );
  return screen.getByLabelText<HTMLSelectElement>(/Altura/);
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});
afterEach(cleanup);

describe("SelectInput with a long list", () => {
  it("starts with the placeholder and the chosen option alone", () => {
    const select = renderSelect(heights, "172");
    expect([...select.options].map((option) => option.value)).toEqual(["", "172"]);
    expect(select.value).toBe("172");
  });

  it("draws every option as soon as it is focused, keeping the choice", () => {
    const select = renderSelect(heights, "172");
    fireEvent.focus(select);
    expect(select.options).toHaveLength(172);
    expect(select.value).toBe("172");
  });

  it("draws every option when touched, before the browser opens its list", () => {
    const select = renderSelect(heights);
    fireEvent.pointerDown(select);
    expect(select.options).toHaveLength(172);
  });

  it("fills in a few options per idle moment when the browser may autofill it, the chosen one among them from the start", async () => {
    const select = renderSelect(heights, "190", "height", "address-level2");
    const counts: number[] = [];
    const watcher = new MutationObserver(() => counts.push(select.options.length));
    watcher.observe(select, { childList: true });
    await waitFor(() => expect(select.options).toHaveLength(172), { timeout: 5000 });
    watcher.disconnect();
    // A whole list drawn at once was a long task on a slow phone: each step adds at most optionsPerStep.
    const steps = counts.map((count, i) => count - (i === 0 ? 2 : (counts[i - 1] ?? 0)));
    expect(steps.length).toBeGreaterThanOrEqual(Math.ceil(170 / optionsPerStep));
    expect(Math.max(...steps)).toBeLessThanOrEqual(optionsPerStep);
    expect([...select.options].map((option) => option.value)).toEqual(["", ...heights.map((option) => option.value)]);
    expect(select.value).toBe("190");
  });

  it("starts over with a new list: a long one grows again, a short one is drawn whole", async () => {
    const renderWith = (options: SelectOption[]) => (
      <I18nProvider i18n={i18n}>
        <Form onSubmit={() => undefined}>
          {() => <SelectInput name="height" label="Altura" options={options} placeholder="Selecione" autoComplete="address-level2" />}
        </Form>
      </I18nProvider>
    );
    const { rerender } = render(renderWith(heights));
    const select = screen.getByLabelText<HTMLSelectElement>(/Altura/);
    fireEvent.focus(select);
    expect(select.options).toHaveLength(172);
    // Another long list (the cities of another state): not drawn in one go because the last one was.
    const cities = Array.from({ length: 150 }, (_, i) => ({ value: `c${i}`, label: `Cidade ${i}` }));
    rerender(renderWith(cities));
    expect(select.options.length).toBeLessThanOrEqual(1 + optionsPerStep);
    await waitFor(() => expect(select.options).toHaveLength(151));
    rerender(renderWith(colours));
    expect([...select.options].map((option) => option.value)).toEqual(["", "black", "brown"]);
  });

  it("fills in by itself once the page is idle when the browser may autofill it", async () => {
    const select = renderSelect(heights, undefined, "height", "address-level2");
    expect(select.options).toHaveLength(1);
    // jsdom has no requestIdleCallback: the short timer that stands in for it fills the list.
    await waitFor(() => expect(select.options).toHaveLength(172), { timeout: 5000 });
    fireEvent.change(select, { target: { value: "180" } });
    expect(select.value).toBe("180");
  });

  it("waits for the visitor when the browser does not autofill it", async () => {
    const select = renderSelect(heights, "172");
    // Long enough for several of the idle steps an autofilled list takes (the stand-in timer is 50 ms).
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect([...select.options].map((option) => option.value)).toEqual(["", "172"]);
    fireEvent.pointerDown(select);
    expect(select.options).toHaveLength(172);
    expect(select.value).toBe("172");
  });
});

describe("SelectInput with a short list", () => {
  it("draws every option from the start", () => {
    const select = renderSelect(colours, undefined, "hair");
    expect([...select.options].map((option) => option.value)).toEqual(["", "black", "brown"]);
  });
});

describe("SelectInput waiting for another field", () => {
  function renderCity(emptyCode?: string) {
    render(
      <I18nProvider i18n={i18n}>
        <Form onSubmit={() => undefined} validate={() => ({ city: "required" })}>
          {({ handleSubmit }) => (
            <form aria-label="Inscrição" onSubmit={(event) => void handleSubmit(event)}>
              <SelectInput name="city" label="Cidade" options={[]} placeholder="Escolha primeiro o estado" disabled emptyCode={emptyCode} />
            </form>
          )}
        </Form>
      </I18nProvider>,
    );
    fireEvent.submit(screen.getByRole("form", { name: "Inscrição" }));
  }

  it("says what to choose first, not to choose one of the options it cannot offer yet", () => {
    renderCity("state_first");
    expect(screen.getByText("Escolha primeiro o estado.")).toBeTruthy();
    expect(screen.queryByText("Escolha uma opção.")).toBeNull();
  });

  it("asks for an option when it has them to offer", () => {
    renderCity();
    expect(screen.getByText("Escolha uma opção.")).toBeTruthy();
  });
});
