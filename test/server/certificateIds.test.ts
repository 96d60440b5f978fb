import { CERTIFICATE_ID, isoTime } from "../../server/src/services/certificates";

// Which certificate ids the API looks up (anything else is a 404 without a query), and the times certificates give.

describe("a certificate id (CERTIFICATE_ID)", () => {
  it("is 16 to 64 letters, digits, - or _", () => {
    expect(CERTIFICATE_ID.test("a".repeat(16))).toBe(true);
    expect(CERTIFICATE_ID.test("Z9_-".repeat(16))).toBe(true);
    expect(CERTIFICATE_ID.test("abcDEF0123456789-_xyz")).toBe(true);
  });

  it("is nothing shorter, longer, or with other characters anywhere", () => {
    expect(CERTIFICATE_ID.test("a".repeat(15))).toBe(false);
    expect(CERTIFICATE_ID.test("a".repeat(65))).toBe(false);
    expect(CERTIFICATE_ID.test(`${"a".repeat(16)}.`)).toBe(false);
    expect(CERTIFICATE_ID.test(`/${"a".repeat(16)}`)).toBe(false);
    expect(CERTIFICATE_ID.test(`${"a".repeat(8)} ${"a".repeat(8)}`)).toBe(false);
    expect(CERTIFICATE_ID.test(`${"a".repeat(20)}%2F`)).toBe(false);
  });
});

describe("isoTime", () => {
  it("writes a Date or a database time as UTC ISO 8601", () => {
    expect(isoTime(new Date(Date.UTC(2020, 1, 1, 10, 30)))).toBe("2020-02-01T10:30:00.000Z");
    expect(isoTime("2020-02-01 16:00:00+05:30")).toBe("2020-02-01T10:30:00.000Z");
  });
});
