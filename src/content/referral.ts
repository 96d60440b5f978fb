/** The referral leaderboard's steps, in order; their words are `referral.step.<n>` (src/i18n/messages/referral). */
export const REFERRAL_STEPS = ["1", "2", "3"] as const;
