import { apiPaths } from "../src/contract/api-paths.js";
import { mediaWidths, type MediaWidth } from "../src/contract/media.js";
import { cacheNames } from "../src/lib/cache-names.js";
import { mediaUrl } from "../src/lib/media.js";
import { arrivedList, type Arrived, type WarmProfileMessage } from "../src/lib/worker-messages.js";
import { imageAccept } from "./image-accept.js";
import { slowOrMetered, warmLimits } from "./warm.js";

/*
 * A visited profile's gallery, every photo of every tab, kept for offline at
 * the width this device draws it (the page says which), with the profile's own
 * site API answer. Bounded per profile and for all profiles together
 * (warmLimits): past the total, the profile visited longest ago goes first.
 *
 * The answer came with the page's HTML, so the API cache never saw it. Offline,
 * any address of the profile the worker did not keep (`?galeria=snap`, or a
 * visit from another page of the app) is drawn by the app from that answer;
 * without it the app could only say the profile is not saved here.
 */

/** What is kept, in the API cache: each profile's photo URLs and the bytes they took, oldest visit first. */
export const profilesStampUrl = "/__passarela/profiles-warmed";

interface KeptProfile {
  id: number;
  at: number;
  urls: string[];
  bytes: number;
}

const isMediaWidth = (width: unknown): width is MediaWidth => mediaWidths.includes(width as MediaWidth);
/** A media key as the site API gives it (`host/path`): no query, no fragment, no way up. */
const isMediaKey = (key: unknown): key is string => typeof key === "string" && key.length < 400 && /^[^\s?#\\]+$/.test(key) && !key.includes("..");

async function readKept(api: Cache): Promise<KeptProfile[]> {
  try {
    const kept = (await (await api.match(profilesStampUrl))?.json()) as { profiles?: KeptProfile[] } | undefined;
    return Array.isArray(kept?.profiles) ? kept.profiles : [];
  } catch {
    return [];
  }
}

const isImage = (image: unknown): image is { key: string; width: MediaWidth } =>
  typeof image === "object" && image !== null && "key" in image && "width" in image && isMediaKey(image.key) && isMediaWidth(image.width);

async function warm(request: Arrived<WarmProfileMessage>, now: number): Promise<KeptProfile | undefined> {
  const id = request.id;
  if (typeof id !== "number" || !Number.isSafeInteger(id) || !Array.isArray(request.images) || slowOrMetered()) return undefined;
  const images = arrivedList(request.images).filter(isImage).slice(0, warmLimits.profilePhotos);
  const media = await caches.open(cacheNames.media);
  const profile: KeptProfile = { id, at: now, urls: [], bytes: 0 };
  for (const { key, width } of images) {
    const url = mediaUrl(key, width);
    if (await media.match(url, { ignoreVary: true })) {
      profile.urls.push(url);
      continue;
    }
    const response = await fetch(url, { headers: { accept: imageAccept() } });
    if (!response.ok) continue;
    const size = Number(response.headers.get("content-length")) || (await response.clone().arrayBuffer()).byteLength;
    if (profile.bytes + size > warmLimits.profileBytes) break;
    await media.put(url, response);
    profile.urls.push(url);
    profile.bytes += size;
  }

  // Kept with the list that names it, so it goes when the profile does; a talent gone from the platform goes now.
  const api = await caches.open(cacheNames.api);
  const answer = await fetch(apiPaths.profile(id)).catch(() => undefined);
  if (answer?.ok) await api.put(apiPaths.profile(id), answer);
  else if (answer?.status === 404) await api.delete(apiPaths.profile(id));
  const profiles = [...(await readKept(api)).filter((kept) => kept.id !== profile.id), profile];
  // Over the total: the profiles visited longest ago go, with their photos no kept profile still lists.
  let total = profiles.reduce((sum, kept) => sum + kept.bytes, 0);
  while (total > warmLimits.profilesBytes && profiles.length > 1) {
    const dropped = profiles.shift() as KeptProfile;
    total -= dropped.bytes;
    const stillUsed = new Set(profiles.flatMap((kept) => kept.urls));
    for (const url of dropped.urls) if (!stillUsed.has(url)) await media.delete(url, { ignoreVary: true });
    await api.delete(apiPaths.profile(dropped.id));
  }
  await api.put(profilesStampUrl, new Response(JSON.stringify({ profiles }), { headers: { "content-type": "application/json" } }));
  return profile;
}

let running: Promise<unknown> = Promise.resolve();

/** One profile at a time: a visitor flicking through profiles queues them, in order. */
export function warmProfile(request: Arrived<WarmProfileMessage>, now = Date.now()): Promise<KeptProfile | undefined> {
  const next = running.catch(() => undefined).then(() => warm(request, now));
  running = next;
  return next;
}
