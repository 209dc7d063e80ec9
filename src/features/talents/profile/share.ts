/**
 * How a profile is shared: the system's share sheet where the browser has the
 * Web Share API (phones, Safari, Windows), else its link copied to the clipboard.
 */
export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

/** The address to share: this page as it is, without a fragment. */
export function shareUrl(location: Pick<Location, "origin" | "pathname" | "search">): string {
  return location.origin + location.pathname + location.search;
}

export async function shareLink(data: { title: string; url: string }, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === "function") {
    try {
      await nav.share(data);
      return "shared";
    } catch (error) {
      // The visitor closed the sheet: nothing to say. Any other refusal (no user
      // activation, a policy) falls through to copying, which still gives the link.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    await nav.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}
