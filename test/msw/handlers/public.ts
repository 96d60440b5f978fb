import { http, HttpResponse } from "msw";
import type { Ambassador, LeaderboardEntry } from "../../../contract/rankings";
import { apiUrl } from "../apiUrl";

export const leaderboardRows = (): LeaderboardEntry[] => [
  { name: "Asha Example", institute_name: "Example Institute of Technology", referral_count: 12 },
  { name: "Ravi Sample", institute_name: "Sample College", referral_count: 9 },
  { name: "Meera Placeholder", institute_name: "Placeholder University", referral_count: 9 },
  { name: "Kiran Test", institute_name: "Test School of Engineering", referral_count: 4 },
];

export const ambassadorRows = (): Ambassador[] => [
  {
    caid: "CA102",
    name: "Dev Sample",
    institute_name: "Sample College",
    points: 140,
    last_updated: "2020-02-10T09:30:00Z",
  },
  {
    caid: "CA101",
    name: "Isha Example",
    institute_name: "Example Institute of Technology",
    points: 210,
    last_updated: "2020-02-11T12:00:00Z",
  },
  {
    caid: "CA103",
    name: "Nikhil Test",
    institute_name: "Test University",
    points: 95,
    last_updated: "2020-02-09T18:45:00Z",
  },
];

/** The public reads of the leaderboard and the campus ambassador table, filled. */
export const publicHandlers = [
  http.get(apiUrl("leaderboard/"), () => HttpResponse.json(leaderboardRows())),
  http.get(apiUrl("cas/"), () => HttpResponse.json(ambassadorRows())),
];
