/**
 * The privacy notice's version: the day its text last changed (yyyy-MM-dd).
 * Change it with the text (src/features/contact/PrivacyPage.tsx), so that what a visitor agreed
 * to can be told from what the notice says later.
 */
export const privacyNoticeVersion = "2026-11-26";

/**
 * Every version an application may say it agreed to: the current one, then the
 * ones before it. Keep the old ones when the notice changes: an application
 * queued offline under the old text is still sent, and still lawful.
 */
export const privacyNoticeVersions: readonly string[] = [privacyNoticeVersion, "2026-11-25"];

/** How many days the site keeps a delivered application's personal data when APPLICATION_RETENTION_DAYS is not set. */
export const defaultRetentionDays = 30;
