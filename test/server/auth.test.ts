import { MESSAGES } from "../../contract/messages";
import { COMPLETE_PROFILE } from "../support/completeProfile";
import { createEmulatorUser, markVerified, signIn, uniqueEmail } from "./support/emulatorUsers";
import { emulatorHost, participant, startHarness, type Harness } from "./support/harness";

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api.close());

const registration = (idToken: string, extra: Record<string, unknown> = {}) => ({
  id_token: idToken,
  first_name: "Ada",
  last_name: "Example",
  applied_referral_code: "",
  g_recaptcha_response: "",
  ...extra,
});

async function userCount(): Promise<number> {
  const { rows } = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
  return rows[0].n;
}

describe("login/", () => {
  it("answers an unregistered account with the message that sends the app to registration", async () => {
    const user = await createEmulatorUser(emulatorHost());
    const reply = await api.call("POST", "login/", { body: { id_token: user.idToken } });
    expect(reply).toEqual({ status: 400, body: { non_field_errors: [MESSAGES.noSuchAccount] } });
  });

  it("returns a new API token, the verification status and profile completeness to a registered user", async () => {
    const user = await createEmulatorUser(emulatorHost(), uniqueEmail(), undefined, { verified: true });
    const registered = await api.call<{ token: string; user_id: number }>("POST", "register/", {
      body: registration(user.idToken),
    });
    const login = await api.call("POST", "login/", { body: { id_token: user.idToken } });
    expect(login).toEqual({
      status: 200,
      body: {
        user_id: registered.body.user_id,
        token: expect.stringMatching(/^[0-9a-f]{40}$/),
        verification_status: true,
        is_profile_complete: false,
      },
    });
  });

  it("refreshes the verified flag from the newest ID token at each login", async () => {
    const host = emulatorHost();
    const email = uniqueEmail();
    const unverified = await createEmulatorUser(host, email);
    const { body } = await api.call<{ token: string }>("POST", "register/", { body: registration(unverified.idToken) });
    expect((await api.call("GET", "profile/", { token: body.token })).body).toMatchObject({ is_verified: false });
    await markVerified(host, unverified.uid);
    const idToken = await signIn(host, email, unverified.password);
    const login = await api.call("POST", "login/", { body: { id_token: idToken } });
    expect(login.body).toMatchObject({ verification_status: true });
    expect((await api.call("GET", "profile/", { token: body.token })).body).toMatchObject({ is_verified: true });
  });

  it.each([
    ["a forged token", { id_token: "not.a.token" }, { id_token: [MESSAGES.invalidIdToken] }],
    ["no token", {}, { id_token: [MESSAGES.required] }],
    ["a number", { id_token: 42 }, { id_token: ["Not a valid string."] }],
    ["an empty token", { id_token: "" }, { id_token: ["This field may not be blank."] }],
  ])("rejects %s with a field error", async (_label, body, errors) => {
    expect(await api.call("POST", "login/", { body })).toEqual({ status: 400, body: errors });
  });
});

describe("register/", () => {
  it("creates the account with the name split as sent, an unverified flag from the token and a referral code", async () => {
    const user = await createEmulatorUser(emulatorHost());
    const reply = await api.call<{ token: string; user_id: number }>("POST", "register/", {
      body: registration(user.idToken),
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      user_id: expect.any(Number),
      token: expect.stringMatching(/^[0-9a-f]{40}$/),
      verification_status: false,
    });
    const profile = await api.call("GET", "profile/", { token: reply.body.token });
    expect(profile.body).toMatchObject({
      id: reply.body.user_id,
      name: "Ada Example",
      email: user.email,
      provider: "password",
      is_verified: false,
      is_profile_complete: false,
      referral_count: 0,
      referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });
  });

  it("answers a second registration of the same account with the bare list, and keeps one account", async () => {
    const user = await createEmulatorUser(emulatorHost());
    await api.call("POST", "register/", { body: registration(user.idToken) });
    const before = await userCount();
    const again = await api.call("POST", "register/", { body: registration(user.idToken) });
    expect(again).toEqual({ status: 400, body: [MESSAGES.userExists] });
    expect(await userCount()).toBe(before);
  });

  it("lets exactly one of two simultaneous registrations of one account through", async () => {
    const user = await createEmulatorUser(emulatorHost());
    const before = await userCount();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => api.call("POST", "register/", { body: registration(user.idToken) })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 400).map((reply) => reply.body)).toEqual(
      Array(4).fill([MESSAGES.userExists]),
    );
    expect(await userCount()).toBe(before + 1);
  });

  it("accepts the referral code of a complete profile and rejects unknown or incomplete owners' codes", async () => {
    const complete = await participant(api);
    const incomplete = await participant(api, { ready: false });
    const codeOf = async (token: string) =>
      (await api.call<{ referral_code: string }>("GET", "profile/", { token })).body.referral_code;
    const unknown = await createEmulatorUser(emulatorHost());
    for (const code of ["NOSUCHCODE", await codeOf(incomplete.token)]) {
      const reply = await api.call("POST", "register/", {
        body: registration(unknown.idToken, { applied_referral_code: code }),
      });
      expect(reply).toEqual({ status: 400, body: { applied_referral_code: [MESSAGES.invalidReferral] } });
    }
    const accepted = await api.call("POST", "register/", {
      body: registration(unknown.idToken, { applied_referral_code: (await codeOf(complete.token)).toLowerCase() }),
    });
    expect(accepted.status).toBe(200);
  });

  it("counts a referral once, when the referred user is verified and has completed the profile", async () => {
    const owner = await participant(api);
    const { body } = await api.call<{ referral_code: string }>("GET", "profile/", { token: owner.token });
    const referred = await participant(api, { verified: true, complete: false, referral: body.referral_code });
    const countOf = async () =>
      (await api.call<{ referral_count: number }>("GET", "profile/", { token: owner.token })).body.referral_count;
    expect(await countOf()).toBe(0);
    await api.call("PUT", "profile/", { token: referred.token, body: COMPLETE_PROFILE });
    expect(await countOf()).toBe(1);
    await api.call("PUT", "profile/", { token: referred.token, body: { ...COMPLETE_PROFILE, degree: "M.Tech" } });
    await api.call("POST", "login/", { body: { id_token: referred.idToken } });
    expect(await countOf()).toBe(1);
  });

  it("requires the ID token and string names, and ignores fields it does not know", async () => {
    const reply = await api.call("POST", "register/", { body: { first_name: 7, is_admin: true } });
    expect(reply).toEqual({
      status: 400,
      body: { id_token: [MESSAGES.required], first_name: ["Not a valid string."] },
    });
  });
});
