import { describe, expect, it } from "vitest";
import { fileNameFrom } from "./download.js";

describe("download file names", () => {
  it("come from Content-Disposition, the extended form first", () => {
    expect(fileNameFrom('attachment; filename="ana-souza-portfolio.pdf"')).toBe("ana-souza-portfolio.pdf");
    expect(fileNameFrom("attachment; filename=selecao-passarela.pdf")).toBe("selecao-passarela.pdf");
    expect(fileNameFrom(`attachment; filename="sele.pdf"; filename*=UTF-8''sele%C3%A7%C3%A3o.pdf`)).toBe("seleção.pdf");
    expect(fileNameFrom('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
  });

  it("are null when the header names none", () => {
    expect(fileNameFrom(null)).toBeNull();
    expect(fileNameFrom("attachment")).toBeNull();
    expect(fileNameFrom('attachment; filename=""')).toBeNull();
  });
});
