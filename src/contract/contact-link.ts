/**
 * The contact page's URL for "book this talent": `?assunto=reserva&talento=12&talento=40`,
 * the subject (in Portuguese, like the paths) and the talents' ids. Apart from
 * the schema (contact.ts) and import-free: profiles and the selection link to it.
 */
export const subjectParam = "assunto";
export const talentParam = "talento";
export const subjectSlugs = { booking: "reserva", press: "imprensa", other: "outro" } as const;

/** The contact form's place on its page: a booking link lands on it (`#contato`). */
export const contactFormId = "contato";

/** The query of the contact page that books these talents (ids are numbers: nothing to escape). */
export const bookingQuery = (ids: readonly number[]): string => `?${subjectParam}=${subjectSlugs.booking}${ids.map((id) => `&${talentParam}=${id}`).join("")}`;

/** The query and the place of the contact page that books these talents. */
export const bookingLink = (ids: readonly number[]): string => `${bookingQuery(ids)}#${contactFormId}`;
