import type { Application, PlatformOptionField } from "../../../src/contract/application.js";
import type { SiteContent } from "../content.js";

/** The visible labels the platform receives beside the ids. */
export type OptionLabels = Record<PlatformOptionField, string>;

export interface LabelLookup {
  labels: Partial<OptionLabels>;
  /** Fields whose id is not in the platform's list (a city must belong to the chosen state). */
  unknown: PlatformOptionField[];
}

/**
 * Looks the chosen state, city, hair and eyes up in the platform's own option
 * lists, through the site's cache. Throws the platform client's error when the
 * lists cannot be had.
 */
export async function lookUpLabels(content: SiteContent, application: Application): Promise<LabelLookup> {
  const options = await content.options();
  const labels: Partial<OptionLabels> = {};
  const state = options.states.find((s) => s.id === application.state);
  if (state) {
    labels.state = state.value;
    const city = (await content.cities(state.id)).cities.find((c) => c.id === application.city);
    if (city) labels.city = city.value;
  }
  const hair = options.hair.find((h) => h.id === application.hair);
  if (hair) labels.hair = hair.value;
  const eyes = options.eyes.find((e) => e.id === application.eyes);
  if (eyes) labels.eyes = eyes.value;
  const unknown = (["state", "city", "hair", "eyes"] as const).filter((field) => labels[field] === undefined);
  return { labels, unknown };
}

/**
 * The same lookup at intake, time-boxed: an unknown id is the visitor's
 * mistake and gets a 400, but a platform that is down must not stop an
 * application from being accepted, so then (undefined) the ids are checked at forward time.
 */
export async function unknownOptions(content: SiteContent, application: Application, timeoutMs: number): Promise<PlatformOptionField[] | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  const lookup = lookUpLabels(content, application).then(
    (found) => found.unknown,
    () => undefined,
  );
  try {
    return await Promise.race([lookup, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
