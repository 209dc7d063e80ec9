/**
 * How a profile is shared: the system's share sheet where the browser has the
 * Web Share API (phones, Safari, Windows), else its link copied to the clipboard.
 */
export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

/** The address to share: this page as it is, without a fragment. */
export function shareUrl(location: Pick<Location, "origin" | "pathname" | "search">): string {
  return location.origin + location.pathname + location.search;
}

/**
 * Call it straight from the click: browsers give the share sheet and the
 * clipboard only to a page the visitor has just touched, so nothing is awaited
 * before asking for them.
 */
export async function shareLink(data: { title: string; text: string; url: string }, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === "function") {
    try {
      await nav.share(data);
      return "shared";
    } catch (error) {
      // The visitor closed the sheet: nothing to say. Any other refusal (no user
      // activation, a policy, data it cannot share) falls through to copying.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    // Absent outside secure contexts (a plain http address): that is a refusal too.
    await nav.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}
