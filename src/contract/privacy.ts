/**
 * The privacy notice's version: the day its text last changed (yyyy-MM-dd).
 * Change it with the text (src/features/privacy), so that what a visitor agreed
 * to can be told from what the notice says later.
 */
export const privacyNoticeVersion = "2026-11-25";
