import { Trans } from "@lingui/react/macro";
import styles from "./Profile.module.css";
import { socialHandle, socialUrl, type Network } from "./social.js";

const names: Record<Network, string> = { instagram: "Instagram", tiktok: "TikTok" };

/** Instagram and TikTok, each opening in a new tab. */
export function SocialLinks({ instagram, tiktok }: { instagram: string | null; tiktok: string | null }) {
  const links = (["instagram", "tiktok"] as const)
    .map((network) => {
      const value = network === "instagram" ? instagram : tiktok;
      const href = socialUrl(network, value);
      return href && value ? { network, href, handle: socialHandle(value) } : null;
    })
    .filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <ul className={styles.social}>
      {links.map(({ network, href, handle }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
            <span className={styles.network}>{names[network]}</span> {handle}
            <span className="visually-hidden">
              {" "}
              <Trans>(abre em uma nova aba)</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
