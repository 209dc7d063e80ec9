import { slugify } from "../../../src/lib/slug.js";
import type { ImageRef } from "./pool.js";
import { poolSets, sizeOf } from "./pool.js";
import { Random } from "./random.js";

/**
 * Gallery posts (type `new-blog`) written like the agency's CMS writes them:
 * paragraphs wrapped in `<span style="font-size: 26px">` / `18px` (which the
 * site scales down), headings, a list, links, inline images and, in some
 * posts, a YouTube embed. Inline images point at the platform root-relatively
 * (`/storage/posts/{id}/hr/inline-1.jpg`), as the CMS stores them.
 */

export const postType = "new-blog";

export interface PostSeed {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  content: string;
  publishedAt: string;
  cover: { path: string; image: ImageRef };
  /** Stored path and pool image of each inline picture of `content`. */
  inline: { path: string; image: ImageRef }[];
}

const topics = [
  ["Bastidores da São Paulo Fashion Week", "Nosso casting em doze desfiles da temporada", "Os bastidores da semana de moda mais importante do país, com o nosso casting nas passarelas."],
  ["Editorial de verão em Búzios", "Luz natural, areia e linho", "Um editorial de verão fotografado em Búzios, com luz natural e peças em linho."],
  ["Nova campanha de beleza", "Pele, textura e cor em estúdio", "A nova campanha de beleza fotografada em estúdio com talentos da agência."],
  ["Casting aberto: seja um modelo", "Como funciona a nossa seleção de novos rostos", "Tudo o que você precisa saber para enviar a sua inscrição e participar do nosso casting."],
  ["Curves: moda para todos os corpos", "O board que mais cresce na agência", "Conheça o board Curves e as campanhas que celebram todos os corpos."],
  ["Dia de polaroids", "Por que os snaps ainda decidem um casting", "Entenda por que as polaroids sem maquiagem são essenciais em um casting."],
  ["Passarela no Rio Moda Rio", "Três dias de desfiles no Píer Mauá", "Os nossos modelos em três dias de desfiles no Rio de Janeiro."],
  ["Guia de medidas", "Como tirar as suas antes de se inscrever", "Um passo a passo para tirar altura, busto, cintura e quadril em casa."],
  ["Lookbook de inverno na Serra da Mantiqueira", "Tricô, neblina e estrada de terra", "Um lookbook de inverno fotografado nas montanhas da Serra da Mantiqueira."],
  ["Um dia com um booker", "A agenda de quem organiza a agenda dos modelos", "Acompanhamos a rotina de um booker da agência, do primeiro e-mail ao último job."],
  ["Campanha de jeanswear em Paraty", "Cor, pedra e o azul do índigo", "Uma campanha de jeanswear fotografada nas ruas de pedra de Paraty."],
  ["Workshop de passarela para new faces", "Postura, ritmo e respiração", "Um workshop de passarela para os new faces da agência."],
  ["Editorial preto e branco no centro de São Paulo", "Arquitetura e contraste", "Um editorial em preto e branco entre os prédios do centro de São Paulo."],
  ["Capas do mês", "Nossos talentos nas bancas e nas telas", "As capas de revista e as campanhas digitais com talentos da Passarela neste mês."],
  ["Making of da campanha de joias", "O vídeo completo dos bastidores", "O making of completo da campanha de joias, em vídeo."],
  ["Moda e sustentabilidade nos sets", "O que mudou nas nossas produções", "Como as nossas produções reduziram o desperdício nos sets de fotografia."],
] as const;

const youtubeEmbeds = ["aqz-KE-bpKQ", "eRsGyueVLvQ", "R6MlUcmOul8"] as const;

const sentences = [
  "A equipe chegou cedo ao set, e a primeira luz da manhã definiu o tom de todo o trabalho.",
  "Cada modelo passou por prova de roupa, cabelo e maquiagem antes da primeira foto.",
  "O resultado é uma série de imagens leves, com cores quentes e muito movimento.",
  "Trabalhamos com marcas parceiras que valorizam a diversidade e o talento brasileiro.",
  "Nossos bookers acompanharam cada etapa, do casting à entrega final.",
  "A direção de arte apostou em texturas naturais e em uma paleta reduzida.",
  "Foram dois dias de produção, com mais de trinta looks fotografados.",
  "O styling misturou peças de alfaiataria com tecidos leves e acessórios artesanais.",
  "Entre uma troca e outra, registramos os bastidores para as nossas redes.",
  "A fotografia privilegiou enquadramentos abertos e a luz do fim da tarde.",
];

function paragraph(random: Random, size: 18 | 26, count: number): string {
  const text = random
    .shuffle(sentences)
    .slice(0, count)
    .join(" ");
  return `<p><span style="font-size: ${size}px">${text}</span></p>`;
}

function image(path: string, ref: ImageRef, alt: string): string {
  const { width, height } = sizeOf(ref);
  return `<p><img src="/storage/${path}" alt="${alt}" width="${width}" height="${height}"></p>`;
}

function contentFor(random: Random, index: number, title: string, inline: PostSeed["inline"]): string {
  const [first, second] = inline;
  const parts = [
    `<p><span style="font-size: 26px"><strong>${title}.</strong> ${random.pick(sentences)}</span></p>`,
    paragraph(random, 18, 3),
    `<h2>Bastidores</h2>`,
    first ? image(first.path, first.image, `${title}: bastidores`) : "",
    paragraph(random, 18, 2),
    `<h3>Ficha técnica</h3>`,
    `<ul><li>Fotografia: Estúdio Passarela</li><li>Styling: ${random.pick(["Marina Leal", "Caio Prates", "Luíza Fontes"])}</li><li>Beleza: ${random.pick(["Ana Brito", "Rafa Mello", "Joana Cruz"])}</li></ul>`,
    second ? image(second.path, second.image, `${title}: detalhe`) : "",
    `<p><span style="font-size: 18px">Quer fazer parte do nosso casting? <a href="/seja-um-modelo">Inscreva-se</a> e siga a agência no <a href="https://www.instagram.com/passarela.models" target="_blank" rel="noopener">Instagram</a>.</span></p>`,
  ];
  // Every fifth post embeds a video, as the CMS does with YouTube's privacy-enhanced player.
  if (index % 5 === 4 || title.startsWith("Making of")) {
    const video = youtubeEmbeds[index % youtubeEmbeds.length] ?? "aqz-KE-bpKQ";
    parts.splice(
      5,
      0,
      `<p><iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/${video}" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe></p>`,
    );
  }
  return parts.filter(Boolean).join("\n");
}

/** Posts are dated backwards from a fixed day (never "now"), so the rows are the same on every run. */
const newest = Date.UTC(2025, 4, 20, 13, 0, 0);

export function buildPosts(seed: number): PostSeed[] {
  const random = Random.stream(seed, "posts");
  let date = newest;
  return topics.map(([title, subtitle, description], index) => {
    const id = index + 1;
    const inline: PostSeed["inline"] = [
      { path: `posts/${id}/hr/inline-1.jpg`, image: { set: "wide", index: (index * 2) % poolSets.wide.count } },
      { path: `posts/${id}/hr/inline-2.jpg`, image: { set: "editorial", index: (index * 5 + 3) % poolSets.editorial.count } },
    ];
    const post: PostSeed = {
      id,
      slug: slugify(title),
      title,
      subtitle,
      description,
      content: contentFor(random, index, title, inline),
      publishedAt: new Date(date).toISOString(),
      cover: { path: `posts/${id}/hr/cover.jpg`, image: { set: "editorial", index: (index * 7 + 1) % poolSets.editorial.count } },
      inline,
    };
    date -= random.int(18, 75) * 86_400_000 + random.int(0, 8) * 3_600_000;
    return post;
  });
}
