import { common } from "./icons.js";

// The footer's social icons, in their own module: they load with the footer's links, after the page.
export const socialIcons: Record<string, () => React.JSX.Element> = {
  facebook: () => (
    <svg {...common}>
      <path d="M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1z" fill="currentColor" />
    </svg>
  ),
  instagram: () => (
    <svg {...common}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </svg>
  ),
  tiktok: () => (
    <svg {...common}>
      <path d="M14 3h3c.3 2.3 1.7 3.7 4 4v3c-1.5 0-2.9-.4-4-1.2V15a6 6 0 11-6-6v3a3 3 0 103 3V3z" fill="currentColor" />
    </svg>
  ),
  site: () => (
    <svg {...common}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 12h18M12 3c3 3.2 3 14.8 0 18M12 3c-3 3.2-3 14.8 0 18" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  ),
};
