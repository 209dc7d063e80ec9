import { LazyImage } from "./LazyImage.js";

export const placeholderCover = "/images/talent-placeholder.svg";

interface TalentCoverProps {
  mediaKey: string | null;
  /** The `sizes` of the slot the cover is drawn in. */
  sizes: string;
  eager?: boolean | undefined;
  priority?: boolean | undefined;
  className?: string;
}

/** A talent's cover photo (3:4, decorative beside the name), or the placeholder when the talent has none. */
export function TalentCover({ mediaKey, sizes, eager, priority, className }: TalentCoverProps) {
  return (
    <LazyImage
      mediaKey={mediaKey}
      fallback={placeholderCover}
      alt=""
      width={480}
      height={640}
      sizes={sizes}
      minWidth={160}
      maxWidth={640}
      eager={eager}
      priority={priority}
      className={className}
    />
  );
}
