import { describe, expect, it } from "vitest";
import { localizeLinks } from "./localize-links.js";

const origin = "https://passarela.test";

describe("localizeLinks", () => {
  it("writes links to the site's pages in the page's language", () => {
    const html = '<p>Quer ser modelo? <a href="/seja-um-modelo" rel="noopener noreferrer">Inscreva-se</a> ou <a href="/en/contatos?assunto=outro&amp;x=1#contato">fale</a>.</p>';
    expect(localizeLinks(html, "en", origin)).toBe(
      '<p>Quer ser modelo? <a href="/en/seja-um-modelo" rel="noopener noreferrer">Inscreva-se</a> ou <a href="/en/contatos?assunto=outro&amp;x=1#contato">fale</a>.</p>',
    );
    expect(localizeLinks(html, "es", origin)).toContain('<a href="/es/seja-um-modelo"');
    expect(localizeLinks(html, "pt", origin)).toContain('<a href="/contatos?assunto=outro&amp;x=1#contato">');
    expect(localizeLinks('<a href="https://passarela.test/agencia">a</a>', "es", origin)).toBe('<a href="/es/agencia">a</a>');
  });

  it("leaves other sites, unknown paths, files and odd addresses alone", () => {
    for (const html of [
      '<a href="https://instagram.com/passarela">x</a>',
      '<a href="/nada/que/exista">x</a>',
      '<a href="/media/640/host/storage/a.jpg">x</a>',
      '<a href="mailto:contato@passarela.test">x</a>',
      '<a href="http://[bad">x</a>',
      '<a name="top">x</a>',
      '<a href="#top">x</a>',
      '<a href="?p=2">x</a>',
      '<a href="">x</a>',
      '<a href="contatos">x</a>',
      '<a href="//evil.example/agencia">x</a>',
    ]) {
      expect(localizeLinks(html, "en", origin), html).toBe(html);
    }
  });
});
