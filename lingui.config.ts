import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/** Parts of the shell that load after the page has hydrated, with their texts (src/lib/i18n: "later"). */
const later = [
  "<rootDir>/src/app/errors/ErrorPage.tsx",
  "<rootDir>/src/app/errors/NotSaved.tsx",
  "<rootDir>/src/app/layout/LoadingOverlay.tsx",
  "<rootDir>/src/app/layout/Menu.tsx",
  // The footer's social links: their chunk loads after the page.
  "<rootDir>/src/app/layout/SocialLinks.tsx",
  "<rootDir>/src/app/pwa/InstallButton.tsx",
  "<rootDir>/src/app/pwa/PwaNotices.tsx",
  "<rootDir>/src/app/pwa/ContactNotices.tsx",
  "<rootDir>/src/app/pwa/ApplicationNotices.tsx",
  "<rootDir>/src/app/pwa/RefusedNotice.tsx",
  // What stands in a part of a page whose data did not load: only then does its chunk come.
  "<rootDir>/src/components/PartProblem.tsx",
  "<rootDir>/src/components/BrowserHead.tsx",
  "<rootDir>/src/lib/seo.ts",
  // A talent's share button: its chunk loads after the profile, and its texts with it.
  "<rootDir>/src/features/talents/profile/ShareButton.tsx",
  "<rootDir>/src/features/talents/profile/BookLink.tsx",
  // A PDF download's progress, long wait, Cancel and failures: its chunk loads after the page, and its texts with it.
  "<rootDir>/src/components/DownloadButton.tsx",
  // A profile the network could not bring: its chunk loads only then, and its texts with it.
  "<rootDir>/src/features/talents/profile/OfflineProfile.tsx",
];

/** The talent profile's texts, apart from the talents list's: each page loads only its own. */
const profile = [
  "<rootDir>/src/features/talents/TalentPage.tsx",
  "<rootDir>/src/features/talents/gallery/",
  "<rootDir>/src/features/talents/profile/",
  // The galleries' names: only the profile shows them.
  "<rootDir>/src/contract/galleries.ts",
  // Hair and eye colours: the profile's measures (the form's catalog has them too).
  "<rootDir>/src/contract/colour-names.ts",
];

export default defineConfig({
  sourceLocale: "pt",
  locales: ["pt", "en", "es"],
  fallbackLocales: { default: "pt" },
  // The shell's messages, the texts of what the shell loads later (menu, notices, error page,
  // page titles), then one catalog per feature: a page's first load carries only what it shows.
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["<rootDir>/src/features/**", "<rootDir>/src/contract/galleries.ts", "<rootDir>/src/contract/colour-names.ts", ...later, "**/*.test.*"],
    },
    {
      path: "<rootDir>/locales/{locale}/later",
      include: later,
      exclude: ["**/*.test.*"],
    },
    {
      path: "<rootDir>/locales/{locale}/talent",
      include: profile,
      exclude: ["**/*.test.*", ...later],
    },
    {
      // The application form, with the colours of its hair and eyes lists.
      path: "<rootDir>/locales/{locale}/getscouted",
      include: ["<rootDir>/src/features/getscouted/", "<rootDir>/src/contract/colour-names.ts"],
      exclude: ["**/*.test.*"],
    },
    {
      // The privacy notice, apart from the contact page's texts: neither page loads the other's.
      path: "<rootDir>/locales/{locale}/privacy",
      include: ["<rootDir>/src/features/contact/PrivacyPage.tsx"],
      exclude: ["**/*.test.*"],
    },
    {
      path: "<rootDir>/locales/{locale}/{name}",
      include: ["<rootDir>/src/features/{name}/"],
      exclude: [
        "**/*.test.*",
        "<rootDir>/src/features/getscouted/**",
        "<rootDir>/src/features/contact/PrivacyPage.tsx",
        ...profile.map((path) => (path.endsWith("/") ? `${path}**` : path)),
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
