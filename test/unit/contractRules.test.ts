import { PHONE_PATTERN } from "../../contract/rules";

describe("the phone number rule both sides keep", () => {
  it.each(["+123456789", "+919876543210", "+123456789012345"])("accepts %s: a plus and 9 to 15 digits", (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(true);
  });

  it.each([
    ["+12345678", "8 digits"],
    ["+1234567890123456", "16 digits"],
    ["919876543210", "no plus"],
    ["tel+919876543210", "text before the number"],
    ["+919876543210 ext 2", "text after the number"],
    ["+91 98765 43210", "spaces"],
    ["+abcdefghij", "letters"],
  ])("refuses %s (%s)", (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(false);
  });
});
