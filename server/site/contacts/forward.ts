import type { ContactCall, PlatformClient } from "../../upstream/client.js";
import { isUpstreamError } from "../../upstream/errors.js";
import type { Forwarded } from "../outbox/outbox.js";
import type { ClaimedContact } from "./store.js";

/**
 * The platform's `POST /api/contact/pt` body of a stored message: the
 * contract's `{ name, email, phone?, message }`, then `subject` and, for a
 * booking, the `talents` (id and name) it is about.
 */
export function contactCall(contact: ClaimedContact["fields"]): ContactCall {
  const { name, email, phone, message, subject, talents } = contact;
  return {
    name,
    email,
    ...(phone ? { phone } : {}),
    message,
    subject,
    ...(talents.length > 0 ? { talents: talents.map(({ id, name: talentName }) => ({ id, name: talentName })) } : {}),
  };
}

/** Forwards one stored message to the platform. */
export function contactForwarder(client: PlatformClient) {
  return async (contact: ClaimedContact): Promise<Forwarded> => {
    try {
      // The same key on every attempt, from every replica: a platform that took an earlier one answers with it.
      const created = await client.forwardContact(contactCall(contact.fields), contact.id);
      return { platformId: String(created.id) };
    } catch (error) {
      // A 2xx whose body is not the contract's: the platform took the message; sending it again would make a copy.
      if (isUpstreamError(error, "invalid_response") && error.status !== undefined && error.status < 300) return { platformId: null };
      throw error;
    }
  };
}
