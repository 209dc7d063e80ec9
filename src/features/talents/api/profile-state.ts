import { atom, atomFamily } from "../../../state/store.js";
import type { TalentProfile } from "../../../contract/site-api.js";
import { ApiError } from "../../../lib/api-error.js";
import { LoadError, type MaybePromise } from "../../../state/resource.js";
import { profileAtom } from "./profile.js";

/** The profile, or, when the network gave no answer at all (offline), how to load it again. */
export type ProfileState = { profile: TalentProfile } | { unreachable: LoadError };

/** No answer at all (status 0): not the server's error, so not the error page's business. */
const isUnreachable = (error: unknown): error is LoadError => error instanceof LoadError && error.cause instanceof ApiError && error.cause.status === 0;

/**
 * The profile page's state. A 404 or a server error still reaches the error
 * page; only "no answer" becomes the offline view. Follows `profileAtom`, so a
 * retry that succeeds turns the offline view into the profile.
 */
export const profileStateAtom = atomFamily((id: number) =>
  atom((get): MaybePromise<ProfileState> => {
    const profile = get(profileAtom(id));
    // Carried by the page's HTML: no suspending while it hydrates.
    if (!(profile instanceof Promise)) return { profile };
    return profile.then(
      (loaded): ProfileState => ({ profile: loaded }),
      (error: unknown): ProfileState => {
        if (isUnreachable(error)) return { unreachable: error };
        throw error;
      },
    );
  }),
);
