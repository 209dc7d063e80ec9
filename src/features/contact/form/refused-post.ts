import { useCallback, useState } from "react";
import { contactFormId } from "../../../contract/contact.js";
import { readRefusedContactPost, refusedPostAttribute, type RefusedContactPost } from "../../../contract/refused-contact-post.js";
import { useMountedAfterHydration } from "../../../lib/hydration.js";
import { atom, useAtomValue } from "../../../state/store.js";

/** On the server: the refused post the contact page is rendered with (set by the renderer). */
export const refusedContactPostAtom = atom<RefusedContactPost | null>(null);

/** In the browser: the refused post the server wrote into this page, or null. */
function fromDocument(): RefusedContactPost | null {
  const text = typeof document === "undefined" ? undefined : document.getElementById(contactFormId)?.getAttribute(refusedPostAttribute);
  if (!text) return null;
  try {
    return readRefusedContactPost(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The contact form posted without JavaScript that the server refused and
 * answered with this page: read as the form first renders, on the server from
 * the renderer and in the browser from the page it hydrates. A form mounted
 * after hydration (opened in the app, or in another language) finds none,
 * and `drop` lets it go once a message has been sent.
 */
export function useRefusedContactPost(): [RefusedContactPost | null, () => void] {
  const rendered = useAtomValue(refusedContactPostAtom);
  const mountedLater = useMountedAfterHydration();
  const [post, setPost] = useState(() => rendered ?? (mountedLater ? null : fromDocument()));
  const drop = useCallback(() => setPost(null), []);
  return [post, drop];
}
