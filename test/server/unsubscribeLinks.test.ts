import { unsubscribeSecret, unsubscribeTokenWith } from "../../server/src/services/unsubscribe";
import { type Harness, participant, type Participant, startHarness } from "./support/harness";

// The one-click unsubscribe links of the festival's e-mails (RFC 8058): a link turns off one category of one
// recipient, and only a link this server made opens anything.

let api: Harness;
let ada: Participant;
let bob: Participant;
let secret: string;

beforeAll(async () => {
  api = await startHarness();
  // Accounts with ids of several digits, as on a festival's server after its first registrations.
  await api.db.query("SELECT setval(pg_get_serial_sequence('users', 'id'), 123456)");
  ada = await participant(api);
  bob = await participant(api);
  secret = await unsubscribeSecret(api.db);
});

afterAll(() => api.close());

/** What a mail client's one-click POST (or a person's button) sends. */
async function oneClick(token: string, field: "List-Unsubscribe" | "Undo" = "List-Unsubscribe") {
  const response = await fetch(`${api.url}unsubscribe/${token}/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `${field}=One-Click`,
  });
  return response.status;
}

const prefs = async (who: Participant) => (await api.call("GET", "profile/notifications/", { token: who.token })).body;

describe("one-click unsubscribe links", () => {
  it("turn off the link's category for its recipient only, and undo turns it on again", async () => {
    const token = unsubscribeTokenWith(secret, ada.userId, "reminders");
    expect(await oneClick(token)).toBe(200);
    expect(await prefs(ada)).toEqual({ announcements: true, reminders: false, team: true, finder: true });
    expect(await prefs(bob)).toEqual({ announcements: true, reminders: true, team: true, finder: true });
    expect(await oneClick(token, "Undo")).toBe(200);
    expect(await prefs(ada)).toEqual({ announcements: true, reminders: true, team: true, finder: true });
    expect(await oneClick(unsubscribeTokenWith(secret, bob.userId, "team"))).toBe(200);
    expect(await prefs(bob)).toEqual({ announcements: true, reminders: true, team: false, finder: true });
    expect(await oneClick(unsubscribeTokenWith(secret, bob.userId, "finder"))).toBe(200);
    expect(await prefs(bob)).toEqual({ announcements: true, reminders: true, team: false, finder: false });
  });

  it("open nothing when the link was changed or not made by this server", async () => {
    const token = unsubscribeTokenWith(secret, ada.userId, "announcements");
    const mac = token.slice(-32);
    const forged = [
      `${bob.userId}-announcements-${mac}`,
      `${ada.userId}-team-${mac}`,
      `${ada.userId}-announcements-${mac.slice(1)}A`,
      unsubscribeTokenWith("another secret", ada.userId, "announcements"),
      `${ada.userId}-newsletter-${mac}`,
      // Signed with the server's secret, but for a category the server has not got.
      unsubscribeTokenWith(secret, ada.userId, "newsletter" as "team"),
      `x${token}`,
      `${token}x`,
      `1234567890-announcements-${mac}`,
    ];
    for (const link of forged) expect({ link, status: await oneClick(link) }).toEqual({ link, status: 404 });
    expect(await prefs(ada)).toEqual({ announcements: true, reminders: true, team: true, finder: true });
  });

  it("a change of nothing keeps the preferences, and saving several changes them all", async () => {
    expect((await api.call("PUT", "profile/notifications/", { token: ada.token, body: {} })).body).toEqual({
      announcements: true,
      reminders: true,
      team: true,
      finder: true,
    });
    const both = await api.call("PUT", "profile/notifications/", {
      token: ada.token,
      body: { announcements: false, team: false },
    });
    expect(both.body).toEqual({ announcements: false, reminders: true, team: false, finder: true });
  });
});

describe("an unsubscribe request's body", () => {
  it("is at most 1024 bytes, and a larger one is refused with that limit in its message", async () => {
    const carol = await participant(api);
    const token = unsubscribeTokenWith(secret, carol.userId, "team");
    const post = (body: string) =>
      fetch(`${api.url}unsubscribe/${token}/`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
    const large = await post(`List-Unsubscribe=One-Click&pad=${"x".repeat(2048)}`);
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ detail: "Request body is too large (limit 1024 bytes)." });
    expect(await prefs(carol)).toMatchObject({ team: true });
    expect((await post(`List-Unsubscribe=One-Click&pad=${"x".repeat(900)}`)).status).toBe(200);
    expect(await prefs(carol)).toMatchObject({ team: false });
  });
});
