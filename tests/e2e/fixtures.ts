import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import type { TalentCard, TalentProfile } from "../../src/contract/site-api.js";

/** Demo talents as the site API lists them: tests pick their fixtures here instead of hard-coding names. */
export async function talentCards(request: APIRequestContext): Promise<TalentCard[]> {
  const response = await request.get("/api/talents");
  if (!response.ok()) throw new Error(`GET /api/talents answered ${response.status()}`);
  return ((await response.json()) as { talents: TalentCard[] }).talents;
}

export async function talentProfile(request: APIRequestContext, id: number): Promise<TalentProfile> {
  const response = await request.get(`/api/talents/${id}`);
  if (!response.ok()) throw new Error(`GET /api/talents/${id} answered ${response.status()}`);
  return (await response.json()) as TalentProfile;
}

/** The demo's first woman and first man, as their profiles: for tests that check what differs between the two. */
export async function aWomanAndAMan(request: APIRequestContext): Promise<{ woman: TalentProfile; man: TalentProfile }> {
  const cards = await talentCards(request);
  const first = (gender: "woman" | "man") => talentProfile(request, must(cards.find((card) => card.gender === gender), gender).id);
  return { woman: await first("woman"), man: await first("man") };
}

/** A profile's page; `prefix` is a language's ("/en"). */
export const profilePath = (profile: Pick<TalentCard, "id" | "slug">, prefix = "") => `${prefix}/modelos/${profile.id}/${profile.slug}`;

export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`The demo content has no ${what}.`);
  return value;
}

/** Errors in the page or its console: a page under test must log none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Counts the POSTs to `path` from now on, the service worker's included: how many times a page and its worker sent something. */
export function countPosts(context: BrowserContext, path: string): () => number {
  let posts = 0;
  context.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith(path)) posts += 1;
  });
  return () => posts;
}

/** Tests never reach the internet: the video players answer with an empty page. */
export async function stubVideoPlayers(page: Page): Promise<void> {
  await page.context().route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
}

/** "176 / 5'9\"" → "176"; "5'9\"" with `after`. */
export const part = (value: string | null, after = false): string => {
  const [before = "", rest = ""] = (value ?? "").split("/");
  return (after ? rest : before).trim();
};

/** How many talents of the list the filter shows. */
export function countFor(cards: readonly TalentCard[], filter: "all" | "woman" | "man" | "curves"): number {
  return cards.filter((card) => filter === "all" || (filter === "curves" ? card.curves : card.gender === filter)).length;
}

/** "Érica" → "E". */
export const initial = (name: string): string => name.normalize("NFD").replace(/\p{M}/gu, "").charAt(0).toUpperCase();

export const plainText = (name: string): string => name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
