/** The referral leaderboard page's texts. */
export const REFERRAL = {
  intro: "Bring your friends to Codefest and climb the referral leaderboard.",
  steps: [
    "Sign in and open your dashboard: your referral code and link are there, ready to copy.",
    "Share the link. A friend who signs up through it has your code filled in for them.",
    "The referral counts once your friend has completed their profile and verified their e-mail address.",
  ],
  tableCaption: "Top referrers",
  tableNote: "The ten participants with the most counted referrals.",
} as const;
