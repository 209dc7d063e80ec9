import type { ImageRef } from "./pool.js";

/**
 * Fixed content of the site's pages: home slides, the contact page's staff,
 * the about text and the social links. Domains are `.example` and phone
 * numbers use the 555x range, so nothing points at a real agency or person.
 */

export type SlideSeed =
  | { id: number; kind: "image"; description: string; desktop: { path: string; image: ImageRef }; mobile: { path: string; image: ImageRef } }
  | { id: number; kind: "video"; description: string; video: string; width: number; height: number };

function imageSlide(id: number, index: number, description: string): SlideSeed {
  return {
    id,
    kind: "image",
    description,
    desktop: { path: `slides/${id}/hr/desktop.jpg`, image: { set: "slideDesktop", index } },
    mobile: { path: `slides/${id}/hr/mobile.jpg`, image: { set: "slideMobile", index } },
  };
}

/** An image slide comes first: it is the home page's largest paint. */
export const slides: SlideSeed[] = [
  imageSlide(1, 0, "Verão 2025: editorial em Búzios"),
  { id: 2, kind: "video", description: "Fashion film da coleção de inverno", video: "slides/2/video/desktop.mp4", width: 1280, height: 720 },
  imageSlide(3, 1, "Campanha de beleza em estúdio"),
  imageSlide(4, 2, "Lookbook de inverno na Serra da Mantiqueira"),
  imageSlide(5, 3, "Casting aberto: seja um modelo"),
];

export interface StaffSeed {
  city: "rio_de_janeiro" | "sao_paulo" | "general";
  kind: "person" | "address";
  name?: string;
  role?: string;
  email?: string;
  phone?: string;
  address?: string;
}

const person = (city: StaffSeed["city"], name: string, role: string, email: string, phone: string): StaffSeed => ({
  city,
  kind: "person",
  name,
  role,
  email,
  phone,
});

export const staff: StaffSeed[] = [
  {
    city: "rio_de_janeiro",
    kind: "address",
    address: "Rua Visconde de Pirajá, 550, sala 1204, Ipanema, Rio de Janeiro, RJ, 22410-002",
    phone: "+55 (21) 5555-0140",
  },
  person("rio_de_janeiro", "Carolina Mendes", "Diretora", "carolina.mendes@passarela.example", "+55 (21) 95555-0141"),
  person("rio_de_janeiro", "Rafael Teixeira", "Booker", "rafael.teixeira@passarela.example", "+55 (21) 95555-0142"),
  person("rio_de_janeiro", "Juliana Prado", "Booker", "juliana.prado@passarela.example", "+55 (21) 95555-0143"),
  person("rio_de_janeiro", "Thiago Nunes", "Scouter", "thiago.nunes@passarela.example", "+55 (21) 95555-0144"),
  {
    city: "sao_paulo",
    kind: "address",
    address: "Rua Oscar Freire, 1200, 5º andar, Jardins, São Paulo, SP, 01426-001",
    phone: "+55 (11) 5555-0150",
  },
  person("sao_paulo", "Patrícia Andrade", "Diretora", "patricia.andrade@passarela.example", "+55 (11) 95555-0151"),
  person("sao_paulo", "Marcelo Azevedo", "Booker", "marcelo.azevedo@passarela.example", "+55 (11) 95555-0152"),
  person("sao_paulo", "Fernanda Lopes", "Booker", "fernanda.lopes@passarela.example", "+55 (11) 95555-0153"),
  person("sao_paulo", "Lucas Moura", "Scouter", "lucas.moura@passarela.example", "+55 (11) 95555-0154"),
  person("general", "Contato geral", "Atendimento", "contato@passarela.example", "+55 (21) 5555-0140"),
  person("general", "Imprensa", "Assessoria de imprensa", "imprensa@passarela.example", "+55 (11) 5555-0150"),
  person("general", "Seja um modelo", "Novos talentos", "casting@passarela.example", "+55 (21) 95555-0160"),
];

export const socialMedia = [
  { key: "facebook", link: "https://www.facebook.com/passarela.models" },
  { key: "instagram", link: "https://www.instagram.com/passarela.models" },
  { key: "tiktok", link: "https://www.tiktok.com/@passarela.models" },
  { key: "site", link: "https://passarela.example" },
] as const;

export const about = {
  image: { path: "about/hr/about.jpg", image: { set: "wide", index: 1 } as ImageRef },
  text: [
    `<p><span style="font-size: 26px"><strong>A Passarela</strong> é uma agência de modelos e talentos com escritórios no Rio de Janeiro e em São Paulo.</span></p>`,
    `<p><span style="font-size: 18px">Há mais de quinze anos descobrimos, formamos e representamos modelos para campanhas, desfiles, editoriais e conteúdo digital, no Brasil e no exterior.</span></p>`,
    `<h2>O que fazemos</h2>`,
    `<p><span style="font-size: 18px">Nosso time de bookers cuida da carreira de cada talento com atenção individual: do primeiro teste fotográfico ao planejamento de temporadas internacionais.</span></p>`,
    `<ul><li>Moda e beleza</li><li>Publicidade</li><li>Desfiles e eventos</li><li>Influência e conteúdo digital</li></ul>`,
    `<p><span style="font-size: 26px">Diversidade é o nosso ponto de partida.</span></p>`,
    `<p><span style="font-size: 18px">Representamos mulheres, homens e pessoas não binárias de todas as regiões do país, com um board dedicado a corpos reais, o <em>Curves</em>. Quer fazer parte? <a href="/seja-um-modelo">Inscreva-se</a>.</span></p>`,
  ].join("\n"),
};
