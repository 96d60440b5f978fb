import { http, HttpResponse } from "msw";
import type { Handles, Profile } from "../../../contract/profile";
import { COMPLETE_PROFILE } from "../../support/completeProfile";
import { apiUrl } from "../apiUrl";

/** A signed-in participant whose profile is complete and whose e-mail is verified. */
export const completeProfile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 7,
  ...COMPLETE_PROFILE,
  name: "Asha Verma",
  email: "asha@example.org",
  is_profile_complete: true,
  referral_code: "ASHA7REF",
  referral_count: 3,
  provider: "password",
  is_verified: true,
  ...overrides,
});

/** A participant who has just registered: only the name and e-mail are known. */
export const newProfile = (overrides: Partial<Profile> = {}): Profile =>
  completeProfile({
    institute_name: "",
    study_year: null,
    degree: "",
    branch: "",
    country: "",
    institute_type: null,
    phone: "",
    gender: null,
    is_profile_complete: false,
    referral_count: 0,
    ...overrides,
  });

export const emptyHandles = (): Handles => ({
  codeforces: null,
  codechef: null,
  hackerrank: null,
  hackerearth: null,
  analyticsvidya: null,
  topcoder: null,
  dev_folio: null,
});

export const dashboardHandlers = [
  http.get(apiUrl("profile/"), () => HttpResponse.json(completeProfile())),
  http.get(apiUrl("profile/handles/"), () => HttpResponse.json(emptyHandles())),
  http.put(apiUrl("profile/language/"), async ({ request }) => HttpResponse.json(await request.json())),
];
