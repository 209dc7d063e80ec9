import { apiPaths } from "../../src/contract/api-paths.js";
import type { Social, Staff, TalentCard, TalentProfile } from "../../src/contract/site-api.js";
import { pathOf, type Site } from "./site-network.js";

/**
 * The site API's answers the browser's tests start from, in one place: the
 * same shapes as the contract (src/contract/site-api), small and readable.
 * A test takes them as they are or changes what it is about.
 */

export const talentCard = (id: number, card: Partial<TalentCard> = {}): TalentCard => ({
  id,
  name: "Ana Clara Souza",
  slug: "ana-clara-souza",
  gender: "woman",
  curves: true,
  cover: "platform.test/storage/talents/1/cover.jpg",
  ...card,
});

export const talentProfile = (id: number, profile: Partial<TalentProfile> = {}): TalentProfile => ({
  ...talentCard(id),
  instagram: null,
  tiktok: null,
  measures: { height: "176 / 5'9\"", bust: "84 / 33\"", waist: "62 / 24\"", hips: "90 / 35\"", shoes: "37 / 6.5", hair: "Castanho", eyes: "Verdes" },
  galleries: { book: [], snap: [], compo: [], video: [] },
  ...profile,
});

export const social: Social = { links: [{ key: "instagram", url: "https://www.instagram.com/passarela.models" }] };

export const staff: Staff = {
  cities: [],
  general: [{ id: 1, name: "Atendimento", role: "Geral", email: "contato@passarela.test", phone: "+55 21 98765-4321" }],
};

/** API path → answer. */
export type SiteAnswers = Readonly<Record<string, unknown>>;

/** What every page reads besides its own data (the layout's social links, the contacts). */
export const layoutAnswers: SiteAnswers = { [apiPaths.social]: social, [apiPaths.staff]: staff };

/** The answers a profile page reads: its talent's profile and the card list. */
export function profileAnswers(id: number): SiteAnswers {
  return { ...layoutAnswers, [apiPaths.talents]: { talents: [talentCard(id)] }, [apiPaths.profile(id)]: talentProfile(id) };
}

/**
 * The site server as the tests' network sees it (for stubSiteNetwork): a GET
 * of a known path gets its answer; anything else a JSON 404, as the site sends.
 */
export function siteAnswering(answers: SiteAnswers): Site {
  return (request) => {
    const answer = request.method === "GET" ? answers[pathOf(request)] : undefined;
    return answer === undefined ? Response.json({ error: "not_found", message: "Not found." }, { status: 404 }) : Response.json(answer);
  };
}
