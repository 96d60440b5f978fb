import { splitFullName } from "../../../src/features/auth/splitFullName";

describe("splitFullName", () => {
  it.each([
    ["Ada Lovelace", "Ada", "Lovelace"],
    ["Ada Byron Lovelace", "Ada", "Byron"],
    ["  Ada   Lovelace  ", "Ada", "Lovelace"],
    ["Ada\tByron\nLovelace", "Ada", "Byron"],
    ["Madonna", "Madonna", ""],
    ["", "", ""],
    ["   ", "", ""],
    ["José  María de la Cruz", "José", "María"],
  ])("splits %j into first name %j and last name %j", (fullName, first, last) => {
    expect(splitFullName(fullName)).toEqual({ first_name: first, last_name: last });
  });
});
