import type { Profile } from "../../contract/profile";

/** Every field of PUT profile/ filled validly: a profile the API counts as complete. */
export const COMPLETE_PROFILE = {
  name: "Test Participant",
  institute_name: "Example Institute of Technology",
  study_year: 2,
  degree: "B.Tech",
  branch: "Computer Science",
  country: "IN",
  institute_type: 1,
  phone: "+919876543210",
  gender: 1,
} satisfies Partial<Profile>;
