import { randomUUID } from "node:crypto";
import { MESSAGES } from "../../contract/messages";
import type { Identity } from "../../server/src/auth/identity";
import type { IdentityRecheck } from "../../server/src/auth/recheck";
import type { AppContext } from "../../server/src/context";
import type { Db } from "../../server/src/db/types";
import { hashToken } from "../../server/src/lib/tokens";
import type { UserRow } from "../../server/src/repos/users";
import { logIn, register } from "../../server/src/services/accounts";
import { changeAccountLanguage, changeHandles, profileOf, saveProfile } from "../../server/src/services/profile";
import {
  endOneSession,
  endSessionsBut,
  logOut,
  logOutEverywhere,
  sessionsOf,
} from "../../server/src/services/sessions";
import { COMPLETE_PROFILE } from "../support/completeProfile";
import { openMigratedDb } from "./support/migratedDb";

// Accounts on the migrated database without the API: login and registration (with the refusals they mark as
// failures for the throttle), sessions, the profile and the handles. test/server/auth.test.ts, sessions.test.ts and
// profile.test.ts cover the same through the API, with real ID tokens.

let db: Db;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
});
afterAll(() => closeDb());

/** A failure marker as the throttle hands one over: it records what it marks. */
function marker() {
  const marked: Error[] = [];
  const failed = <E extends Error>(error: E): E => {
    marked.push(error);
    return error;
  };
  return { marked, failed };
}

const identity = (overrides: Partial<Identity> = {}): Identity => ({
  uid: randomUUID(),
  email: `${randomUUID().slice(0, 8)}@example.org`,
  emailVerified: true,
  provider: "password",
  ...overrides,
});

async function userRow(id: number): Promise<UserRow> {
  const { rows } = await db.query<UserRow & Record<string, unknown>>("SELECT * FROM users WHERE id = $1", [id]);
  return rows[0];
}

async function failure(run: Promise<unknown>) {
  try {
    await run;
  } catch (error) {
    const { errors } = error as { errors?: unknown };
    return { type: (error as object).constructor.name, message: (error as Error).message, errors, error };
  }
  throw new Error("not refused");
}

const noTokens = async (userId: number) =>
  (await db.query("SELECT 1 FROM api_tokens WHERE user_id = $1", [userId])).rows.length === 0;

describe("register", () => {
  it("creates the account with its name, handles and a token kept hashed with the browser's name", async () => {
    const who = identity({ emailVerified: false });
    const { failed, marked } = marker();
    const answer = await register(db, who, { first_name: "Ada", last_name: "Lovelace" }, "Firefox", failed);
    expect(answer).toEqual({
      user_id: expect.any(Number),
      token: expect.stringMatching(/^[0-9a-f]{40}$/),
      verification_status: false,
    });
    const user = await userRow(answer.user_id);
    expect(user).toMatchObject({
      uid: who.uid,
      email: who.email,
      name: "Ada Lovelace",
      provider: "password",
      referred_by: null,
    });
    expect(user.referral_code).toMatch(/^[A-Z0-9]{8}$/);
    const { rows: handles } = await db.query("SELECT user_id FROM handles WHERE user_id = $1", [answer.user_id]);
    expect(handles).toHaveLength(1);
    const { rows: tokens } = await db.query("SELECT user_agent FROM api_tokens WHERE key_hash = $1", [
      hashToken(answer.token),
    ]);
    expect(tokens).toEqual([{ user_agent: "Firefox" }]);
    expect(marked).toEqual([]);
    const single = await register(db, identity(), { first_name: "Ben", last_name: "" }, undefined, failed);
    expect((await userRow(single.user_id)).name).toBe("Ben");
  });

  it("takes a referral code in any case and with spaces, from a participant whose profile is complete", async () => {
    const referrer = await register(db, identity(), { first_name: "Ref", last_name: "" }, undefined, marker().failed);
    await db.query("UPDATE users SET is_profile_complete = true WHERE id = $1", [referrer.user_id]);
    const code = (await userRow(referrer.user_id)).referral_code;
    const referred = await register(
      db,
      identity(),
      { first_name: "New", last_name: "", applied_referral_code: ` ${code.toLowerCase()} ` },
      undefined,
      marker().failed,
    );
    expect((await userRow(referred.user_id)).referred_by).toBe(referrer.user_id);
  });

  it("refuses an identity with an account and an unknown referral code, each marked as a failure, creating nothing", async () => {
    const who = identity();
    await register(db, who, { first_name: "Once", last_name: "" }, undefined, marker().failed);
    const again = marker();
    const twice = await failure(register(db, who, { first_name: "Twice", last_name: "" }, undefined, again.failed));
    expect(twice).toMatchObject({ type: "InvalidRequestError", message: MESSAGES.userExists });
    expect(again.marked).toEqual([twice.error]);
    const unknown = marker();
    const stranger = identity();
    const referral = await failure(
      register(
        db,
        stranger,
        { first_name: "X", last_name: "", applied_referral_code: "NOPE1234" },
        undefined,
        unknown.failed,
      ),
    );
    expect(referral).toMatchObject({
      type: "InvalidInputError",
      errors: { applied_referral_code: [MESSAGES.invalidReferral] },
    });
    expect(unknown.marked).toEqual([referral.error]);
    const { rows } = await db.query("SELECT 1 FROM users WHERE uid = $1", [stranger.uid]);
    expect(rows).toEqual([]);
  });

  it("answers a registration that loses the race for its identity as an account that exists, not marked", async () => {
    const who = identity();
    // Another registration of the same identity commits between this one's check and its insert.
    const racing: Db = {
      ...db,
      transaction: async (work) => {
        await db.query("INSERT INTO users (uid, email, name, referral_code) VALUES ($1, $2, 'First', $3)", [
          who.uid,
          who.email,
          who.uid.slice(0, 12),
        ]);
        return db.transaction(work);
      },
    };
    const { failed, marked } = marker();
    await expect(
      failure(register(racing, who, { first_name: "Second", last_name: "" }, undefined, failed)),
    ).resolves.toMatchObject({ type: "InvalidRequestError", message: MESSAGES.userExists });
    expect(marked).toEqual([]);
  });

  it("passes on a failure of the database while registering as it is, not as an account that exists", async () => {
    const down = new Error("connection lost");
    const failing: Db = { ...db, transaction: () => Promise.reject(down) };
    const who = identity();
    await expect(
      failure(register(failing, who, { first_name: "Lost", last_name: "" }, undefined, marker().failed)),
    ).resolves.toMatchObject({ error: down });
    expect((await db.query("SELECT 1 FROM users WHERE uid = $1", [who.uid])).rows).toEqual([]);
  });

  it("refuses a referral code of a participant whose profile is not complete", async () => {
    const referrer = await register(db, identity(), { first_name: "Half", last_name: "" }, undefined, marker().failed);
    const code = (await userRow(referrer.user_id)).referral_code;
    await expect(
      failure(
        register(
          db,
          identity(),
          { first_name: "X", last_name: "", applied_referral_code: code },
          undefined,
          marker().failed,
        ),
      ),
    ).resolves.toMatchObject({ errors: { applied_referral_code: [MESSAGES.invalidReferral] } });
  });
});

describe("logIn", () => {
  it("refuses an identity without an account, marked as a failure", async () => {
    const { failed, marked } = marker();
    const refused = await failure(logIn(db, identity(), undefined, failed));
    expect(refused).toMatchObject({
      type: "InvalidInputError",
      errors: { non_field_errors: [MESSAGES.noSuchAccount] },
    });
    expect(marked).toEqual([refused.error]);
  });

  it("gives a new token and keeps what the identity provider says now, counting a referral once complete", async () => {
    const referrer = await register(db, identity(), { first_name: "R", last_name: "" }, undefined, marker().failed);
    await db.query("UPDATE users SET is_profile_complete = true WHERE id = $1", [referrer.user_id]);
    const code = (await userRow(referrer.user_id)).referral_code;
    const who = identity({ emailVerified: false });
    const joined = await register(
      db,
      who,
      { first_name: "J", last_name: "", applied_referral_code: code },
      undefined,
      marker().failed,
    );
    await db.query("UPDATE users SET is_profile_complete = true WHERE id = $1", [joined.user_id]);
    const { failed, marked } = marker();
    const answer = await logIn(
      db,
      { ...who, email: "changed@example.org", emailVerified: true, provider: "google.com" },
      "Safari",
      failed,
    );
    expect(answer).toEqual({
      user_id: joined.user_id,
      token: expect.stringMatching(/^[0-9a-f]{40}$/),
      verification_status: true,
      is_profile_complete: true,
    });
    expect(answer.token).not.toBe(joined.token);
    expect(await userRow(joined.user_id)).toMatchObject({
      email: "changed@example.org",
      is_verified: true,
      provider: "google.com",
      referral_counted: true,
    });
    expect((await userRow(referrer.user_id)).referral_count).toBe(1);
    await logIn(db, { ...who, emailVerified: true }, undefined, failed);
    expect((await userRow(referrer.user_id)).referral_count).toBe(1);
    expect(marked).toEqual([]);
  });

  it("keeps a verified e-mail when the provider reports an unverified new one, and takes the new one once verified", async () => {
    const who = identity();
    const joined = await register(db, who, { first_name: "V", last_name: "" }, undefined, marker().failed);
    const claimed = { ...who, email: "Someone.Else@example.org", emailVerified: false };
    const answer = await logIn(db, claimed, undefined, marker().failed);
    expect(answer.verification_status).toBe(true);
    expect(await userRow(joined.user_id)).toMatchObject({ email: who.email, is_verified: true });
    await logIn(db, { ...claimed, emailVerified: true }, undefined, marker().failed);
    expect(await userRow(joined.user_id)).toMatchObject({ email: "Someone.Else@example.org", is_verified: true });
    // The same address reported unverified (the provider reset it) and an account never verified follow the provider.
    await logIn(db, { ...claimed, email: " someone.else@EXAMPLE.org" }, undefined, marker().failed);
    expect(await userRow(joined.user_id)).toMatchObject({ email: " someone.else@EXAMPLE.org", is_verified: false });
    // The address kept with its space, verified again, is the same as the provider's without it.
    await logIn(
      db,
      { ...claimed, email: " someone.else@EXAMPLE.org", emailVerified: true },
      undefined,
      marker().failed,
    );
    await logIn(db, { ...claimed, email: "SOMEONE.else@example.org" }, undefined, marker().failed);
    expect(await userRow(joined.user_id)).toMatchObject({ email: "SOMEONE.else@example.org", is_verified: false });
    await logIn(db, { ...claimed, email: "third@example.org" }, undefined, marker().failed);
    expect(await userRow(joined.user_id)).toMatchObject({ email: "third@example.org", is_verified: false });
  });
});

describe("sessions", () => {
  it("lists the user's sessions, the calling one marked, after ending those the identity provider revoked", async () => {
    const who = identity();
    const first = await register(db, who, { first_name: "S", last_name: "" }, "Firefox", marker().failed);
    const second = await logIn(db, who, "Chrome", marker().failed);
    const ended: number[] = [];
    const recheck = { endRevoked: async (userId: number) => void ended.push(userId) } as unknown as IdentityRecheck;
    const sessions = await sessionsOf(db, first.user_id, second.token, recheck);
    expect(ended).toEqual([first.user_id]);
    expect(sessions.map((row) => [row.user_agent, row.current]).sort()).toEqual([
      ["Chrome", true],
      ["Firefox", false],
    ]);
    await expect(sessionsOf(db, first.user_id, first.token)).resolves.toHaveLength(2);
  });

  it("ends one session, all but the calling one, or all", async () => {
    const who = identity();
    const a = await register(db, who, { first_name: "S", last_name: "" }, "A", marker().failed);
    await logIn(db, who, "B", marker().failed);
    const c = await logIn(db, who, "C", marker().failed);
    const listed = await sessionsOf(db, a.user_id, a.token);
    const ofB = listed.find((row) => row.user_agent === "B");
    await endOneSession(db, a.user_id, ofB?.id ?? "");
    await expect(failure(endOneSession(db, a.user_id, ofB?.id ?? ""))).resolves.toMatchObject({
      type: "NotFoundError",
      message: MESSAGES.notFound,
    });
    await endSessionsBut(db, a.user_id, c.token);
    expect((await sessionsOf(db, a.user_id, c.token)).map((row) => row.user_agent)).toEqual(["C"]);
    await logOut(db, null);
    expect(await noTokens(a.user_id)).toBe(false);
    await logOut(db, c.token);
    expect(await noTokens(a.user_id)).toBe(true);
    await logIn(db, who, "D", marker().failed);
    await logIn(db, who, "E", marker().failed);
    await logOutEverywhere(db, a.user_id);
    expect(await noTokens(a.user_id)).toBe(true);
  });
});

describe("the profile", () => {
  const contextFor = (organiserEmails: string[] = []) =>
    ({ db, config: { organiserEmails, apiPublicUrl: "https://api.example.org" } }) as unknown as AppContext;

  it("answers the fields, whether the user is an organiser and the calendar feed's address", async () => {
    const who = identity();
    const { user_id } = await register(db, who, { first_name: "P", last_name: "" }, undefined, marker().failed);
    const user = await userRow(user_id);
    const profile = await profileOf(contextFor(), user);
    expect(profile).toMatchObject({ id: user_id, email: who.email, is_organiser: false });
    const { rows } = await db.query<{ calendar_token: string }>("SELECT calendar_token FROM users WHERE id = $1", [
      user_id,
    ]);
    expect(profile.calendar_url).toBe(`https://api.example.org/api/calendar/${rows[0].calendar_token}.ics`);
    await expect(profileOf(contextFor([who.email]), user)).resolves.toMatchObject({ is_organiser: true });
    await db.query("INSERT INTO organisers (user_id) VALUES ($1)", [user_id]);
    await expect(profileOf(contextFor(), user)).resolves.toMatchObject({ is_organiser: true });
  });

  it("saves every field, complete once all are filled, and then counts the referral", async () => {
    const referrer = await register(db, identity(), { first_name: "R", last_name: "" }, undefined, marker().failed);
    await db.query("UPDATE users SET is_profile_complete = true WHERE id = $1", [referrer.user_id]);
    const code = (await userRow(referrer.user_id)).referral_code;
    const { user_id } = await register(
      db,
      identity(),
      { first_name: "P", last_name: "", applied_referral_code: code },
      undefined,
      marker().failed,
    );
    const partial = await saveProfile(contextFor(), await userRow(user_id), { ...COMPLETE_PROFILE, phone: "" });
    expect(partial).toMatchObject({ is_profile_complete: false, phone: "" });
    expect((await userRow(referrer.user_id)).referral_count).toBe(0);
    const whole = await saveProfile(contextFor(), await userRow(user_id), COMPLETE_PROFILE);
    expect(whole).toMatchObject({ ...COMPLETE_PROFILE, is_profile_complete: true, is_organiser: false });
    expect(whole.calendar_url).toMatch(/^https:\/\/api\.example\.org\/api\/calendar\/\w+\.ics$/);
    expect((await userRow(referrer.user_id)).referral_count).toBe(1);
  });

  it("saves the handles sent, a blank or null one cleared, the others kept", async () => {
    const { user_id } = await register(db, identity(), { first_name: "H", last_name: "" }, undefined, marker().failed);
    await changeHandles(db, user_id, { codeforces: "ada", codechef: "ada_c" });
    await expect(changeHandles(db, user_id, { codechef: null, topcoder: "tc" })).resolves.toMatchObject({
      codeforces: "ada",
      codechef: null,
      topcoder: "tc",
    });
  });

  it("keeps the language chosen on the account, and forgets it on null", async () => {
    const { user_id } = await register(db, identity(), { first_name: "L", last_name: "" }, undefined, marker().failed);
    const other = await register(db, identity(), { first_name: "M", last_name: "" }, undefined, marker().failed);
    const languageOf = async (id: number) =>
      (await db.query<{ language: string | null }>("SELECT language FROM users WHERE id = $1", [id])).rows[0].language;
    await expect(changeAccountLanguage(db, user_id, "hi")).resolves.toBe("hi");
    expect([await languageOf(user_id), await languageOf(other.user_id)]).toEqual(["hi", null]);
    await expect(changeAccountLanguage(db, user_id, null)).resolves.toBeNull();
    expect(await languageOf(user_id)).toBeNull();
  });
});
