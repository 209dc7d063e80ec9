import type { PlatformClient } from "../../upstream/client.js";
import { isUpstreamError } from "../../upstream/errors.js";
import type { SiteContent } from "../content.js";
import { PermanentFailure } from "../outbox/failures.js";
import type { Forwarded } from "../outbox/outbox.js";
import { forwardForm } from "./forward-form.js";
import { lookUpLabels, type OptionLabels } from "./options.js";
import type { ApplicationStore, StoredApplication } from "./store.js";

/**
 * Forwards one stored application to the platform. The labels are looked up
 * now, in the platform's current lists; the photos are the re-encoded files.
 */
export function applicationForwarder(client: PlatformClient, content: SiteContent, store: ApplicationStore) {
  return async (application: StoredApplication): Promise<Forwarded> => {
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
      const created = await client.forwardApplication(forwardForm(application.fields, labels as OptionLabels, files, application.receivedAt), application.id);
      return { platformId: String(created.id) };
    } catch (error) {
      // A 2xx whose body is not the contract's: the platform took the application;
      // sending it again would only make a second copy.
      if (isUpstreamError(error, "invalid_response") && error.status !== undefined && error.status < 300) return { platformId: null };
      throw error;
    }
  };
}
