import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "../../state/store.js";
import { socialMediasAtom } from "../../state/content.js";
import { socialIcons } from "./social-icons.js";
import styles from "./Footer.module.css";

/** The agency's social links, from the platform's social-media list. */
export function SocialLinks() {
  const { t } = useLingui();
  const { links } = useAtomValue(socialMediasAtom);
  const names: Record<string, string> = { facebook: "Facebook", instagram: "Instagram", tiktok: "TikTok", site: t({ context: "agency's website", message: "Site" }) };
  return (
    <ul className={styles.social}>
      {links
        .filter((link) => socialIcons[link.key] && /^https?:\/\//.test(link.url))
        .map((link) => {
          const Icon = socialIcons[link.key] ?? (() => null);
          const name = names[link.key] ?? link.key;
          return (
            <li key={link.key}>
              {/* The name says where it leads, and that it leaves the site in a new tab. */}
              <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={t`${name} (abre em uma nova aba)`}>
                <Icon />
              </a>
            </li>
          );
        })}
    </ul>
  );
}
