import type { AdminResults } from "../../../contract/admin";
import { rankLabel } from "../../../contract/rankLabel";
import { certificateCount } from "../../../src/features/admin/certificateCount";
import { teamEvents } from "../../support/seedEvents";

const [teamEvent] = teamEvents(1);

const team = (id: number, members: number) => ({
  team: id,
  team_name: `Team ${id}`,
  members: Array.from({ length: members }, (_, index) => `Member ${id}.${index}`),
});

describe("certificateCount", () => {
  it("counts participation for ranked and participating members, plus merit for ranks 1 to 3 only", () => {
    const results: AdminResults = {
      event: teamEvent,
      published_at: null,
      ranking: [
        { ...team(1, 2), rank: 1 },
        { ...team(2, 2), rank: 3 },
        { ...team(3, 1), rank: 4 },
      ],
      participated: [team(4, 2)],
    };
    // participation 2 + 2 + 1 + 2, merit 2 + 2
    expect(certificateCount(results)).toBe(11);
  });
});

describe("rankLabel", () => {
  it("names the winner and the places after it", () => {
    expect([1, 2, 3, 4, 11, 22].map(rankLabel)).toEqual([
      "Winner",
      "2nd place",
      "3rd place",
      "4th place",
      "11th place",
      "22nd place",
    ]);
  });
});
