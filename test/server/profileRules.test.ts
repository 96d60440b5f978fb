import type { ProfileFields, UserRow } from "../../server/src/repos/users";
import { isComplete, profileBody } from "../../server/src/services/users";

// When a profile counts as complete (the dashboard lets a participant register for events only then), and the
// profile as the API answers it, without a server.

const filled: ProfileFields = {
  name: "Ada Lovelace",
  institute_name: "Analytical College",
  study_year: 2,
  degree: "B.Tech",
  branch: "CSE",
  country: "IN",
  institute_type: 1,
  phone: "+91 98765 43210",
  gender: 2,
};

describe("a complete profile (isComplete)", () => {
  it("has every field filled", () => {
    expect(isComplete(filled)).toBe(true);
  });

  it.each(["name", "institute_name", "degree", "branch", "country", "phone"] as const)(
    "is incomplete with %s empty or only spaces",
    (field) => {
      expect(isComplete({ ...filled, [field]: "" })).toBe(false);
      expect(isComplete({ ...filled, [field]: "  " })).toBe(false);
    },
  );

  it.each(["study_year", "institute_type", "gender"] as const)("is incomplete with %s not given", (field) => {
    expect(isComplete({ ...filled, [field]: null })).toBe(false);
  });

  it("counts 0 as a value of a numeric field", () => {
    expect(isComplete({ ...filled, gender: 0 })).toBe(true);
  });

  it("needs no year of study from a working professional (institute type 2), but does from others", () => {
    expect(isComplete({ ...filled, institute_type: 2, study_year: null })).toBe(true);
    expect(isComplete({ ...filled, institute_type: 3, study_year: null })).toBe(false);
    expect(isComplete({ ...filled, institute_type: 2, study_year: null, degree: "" })).toBe(false);
  });
});

describe("the profile's body (profileBody)", () => {
  it("gives the documented fields and keeps the sign-in id and the referral bookkeeping private", () => {
    const row: UserRow = {
      ...filled,
      id: 7,
      uid: "firebase-uid",
      email: "ada@example.com",
      provider: "password",
      is_verified: true,
      is_profile_complete: true,
      referral_code: "ADA123",
      referred_by: 3,
      referral_counted: true,
      referral_count: 4,
    };
    expect(profileBody(row)).toEqual({
      ...filled,
      id: 7,
      email: "ada@example.com",
      provider: "password",
      is_verified: true,
      is_profile_complete: true,
      referral_code: "ADA123",
      referral_count: 4,
    });
  });
});
