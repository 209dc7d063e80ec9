import type { PlatformClient } from "../../upstream/client.js";
import { isUpstreamError } from "../../upstream/errors.js";
import type { SiteContent } from "../content.js";
import { forwardForm } from "./forward-form.js";
import { lookUpLabels, type OptionLabels } from "./options.js";
import type { ApplicationStore, StoredApplication } from "./store.js";

/** A failure that trying again cannot fix: the application is marked failed with this reason. */
export class PermanentFailure extends Error {}

export interface Delivered {
  /** The platform's id of the application, when its answer carried one. */
  platformId: string | null;
}

/**
 * Forwards one stored application to the platform. The labels are looked up
 * now, in the platform's current lists; the photos are the re-encoded files.
 */
export function platformDelivery(client: PlatformClient, content: SiteContent, store: ApplicationStore) {
  return async (application: StoredApplication): Promise<Delivered> => {
    const { labels, unknown } = await lookUpLabels(content, application.fields);
    if (unknown.length > 0) {
      const ids = unknown.map((field) => `${field} ${application.fields[field]}`).join(", ");
      throw new PermanentFailure(`the platform's option lists have no ${ids}`);
    }
    let files: Buffer[];
    try {
      files = await Promise.all(application.photos.map((name) => store.readPhoto(application.id, name)));
    } catch (error) {
      throw new PermanentFailure(`a photo file is missing: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      const created = await client.getScouted(forwardForm(application.fields, labels as OptionLabels, files, application.receivedAt), application.id);
      return { platformId: String(created.id) };
    } catch (error) {
      // A 2xx whose body is not the contract's: the platform took the application;
      // sending it again would only make a second copy.
      if (isUpstreamError(error, "invalid_response") && error.status !== undefined && error.status < 300) return { platformId: null };
      throw error;
    }
  };
}

/** 4xx answers that are not about the application: come back later (408, 429), or fix the site's credentials (401, 403). */
const retryable4xx = new Set([401, 403, 408, 429]);

/**
 * Whether trying again cannot help: a 4xx is the platform refusing this
 * application. Network errors, timeouts, 5xx and the 4xx above may pass later.
 */
export function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentFailure) return true;
  if (!isUpstreamError(error) || error.kind === "unavailable") return false;
  const status = error.status ?? 0;
  return status >= 400 && status < 500 && !retryable4xx.has(status);
}

/** One line saying why an attempt failed, with the platform's field problems when it listed them. */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const body = isUpstreamError(error) ? (error.body as { fields?: unknown } | undefined) : undefined;
  return body?.fields ? `${error.message} ${JSON.stringify(body.fields)}` : error.message;
}
