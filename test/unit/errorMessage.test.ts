import { fieldErrorsFromBody, messageFromBody } from "../../src/api/errorMessage";

describe("the error message rule", () => {
  it("prefers detail over field messages", () => {
    expect(messageFromBody({ name: ["Name bad"], detail: "Detail wins" })).toBe("Detail wins");
  });

  it("takes the first message of the first field", () => {
    expect(messageFromBody({ team_name: ["Taken", "Too short"], event: ["Closed"] })).toBe("Taken");
  });

  it("counts a bare list as a field", () => {
    expect(messageFromBody(["User already exists"])).toBe("User already exists");
  });

  it("accepts a field whose value is a plain string", () => {
    expect(messageFromBody({ access_code: "Invalid Access Code" })).toBe("Invalid Access Code");
  });

  it("gives nothing for bodies with no message, so the transport's message is used", () => {
    expect(messageFromBody(null)).toBeUndefined();
    expect(messageFromBody({})).toBeUndefined();
    expect(messageFromBody({ count: 3 })).toBeUndefined();
    expect(messageFromBody("")).toBeUndefined();
  });

  it("collects field errors without detail", () => {
    expect(fieldErrorsFromBody({ detail: "x", phone: ["Bad phone"], study_year: "Required" })).toEqual({
      phone: ["Bad phone"],
      study_year: ["Required"],
    });
    expect(fieldErrorsFromBody(["bare"])).toEqual({});
  });
});
