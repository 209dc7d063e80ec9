import { BookLink } from "./BookLink.js";
import { ShareButton } from "./ShareButton.js";
import { SocialLinks } from "./SocialLinks.js";
import { UnitsToggle } from "./UnitsToggle.js";

/** The parts of the profile's aside that load after the profile: one chunk, not one each. */
export function AsideParts({ id, name, instagram, tiktok }: { id: number; name: string; instagram: string | null; tiktok: string | null }) {
  return (
    <>
      <UnitsToggle />
      <SocialLinks instagram={instagram} tiktok={tiktok} />
      <ShareButton name={name} />
      <BookLink id={id} />
    </>
  );
}
