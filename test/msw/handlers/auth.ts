import { http, HttpResponse } from "msw";
import type { LoginRequest, RegisterRequest } from "../../../contract/auth";
import { MESSAGES } from "../../../contract/messages";
import type { Session } from "../../../contract/sessions";
import { apiUrl } from "../apiUrl";

interface Account {
  userId: number;
  profileComplete: boolean;
}

/**
 * A tiny festival API for sign-in: accounts are keyed by the provider's ID token (the fake provider makes
 * one token per person), and every request body is kept so tests can check what the app sent.
 */
const accounts = new Map<string, Account>();
const referralCodes = new Set<string>();
export const authRequests: {
  login: LoginRequest[];
  register: RegisterRequest[];
  /** The Authorization header of each logout/ and logout/all/ call. */
  logout: Array<string | null>;
  logoutAll: Array<string | null>;
} = { login: [], register: [], logout: [], logoutAll: [] };
let nextUserId = 100;

export function resetAuthApi(): void {
  accounts.clear();
  referralCodes.clear();
  authRequests.login.length = 0;
  authRequests.register.length = 0;
  authRequests.logout.length = 0;
  authRequests.logoutAll.length = 0;
}

export function seedAccount(idToken: string, profileComplete: boolean): number {
  const userId = nextUserId++;
  accounts.set(idToken, { userId, profileComplete });
  return userId;
}

export const addReferralCode = (code: string) => referralCodes.add(code);

export const apiTokenFor = (userId: number) => `api-token-${userId}`;

const SESSIONS: Session[] = [
  {
    id: "5b0c1f3e-0000-4000-8000-000000000001",
    browser: "Firefox on Linux",
    signed_in_at: "2026-11-20T09:30:00Z",
    last_used_at: "2026-11-26T08:15:00Z",
    current: true,
  },
  {
    id: "5b0c1f3e-0000-4000-8000-000000000002",
    browser: "Chrome on Android",
    signed_in_at: "2026-11-02T18:05:00Z",
    last_used_at: "2026-11-25T21:40:00Z",
    current: false,
  },
  {
    id: "5b0c1f3e-0000-4000-8000-000000000003",
    browser: "Safari on iOS",
    signed_in_at: "2026-10-28T07:12:00Z",
    last_used_at: "2026-11-01T12:00:00Z",
    current: false,
  },
];

/** The signed-in browsers `sessions/` lists: this one and two others, until a test ends some. */
export const fakeSessions: Session[] = [...SESSIONS];

export function resetSessions(): void {
  fakeSessions.splice(0, fakeSessions.length, ...SESSIONS);
}

export const sessionHandlers = [
  http.get(apiUrl("sessions/"), () => HttpResponse.json(fakeSessions)),
  http.delete(apiUrl("sessions/:id/"), ({ params }) => {
    const index = fakeSessions.findIndex((session) => session.id === params.id);
    if (index < 0) return HttpResponse.json({ detail: "Not found." }, { status: 404 });
    fakeSessions.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(apiUrl("sessions/end-others/"), () => {
    fakeSessions.splice(0, fakeSessions.length, ...fakeSessions.filter((session) => session.current));
    return new HttpResponse(null, { status: 204 });
  }),
];

export const authHandlers = [
  ...sessionHandlers,
  http.post(apiUrl("login/"), async ({ request }) => {
    const body = (await request.json()) as LoginRequest;
    authRequests.login.push(body);
    const account = accounts.get(body.id_token);
    if (!account) return HttpResponse.json({ non_field_errors: [MESSAGES.noSuchAccount] }, { status: 400 });
    return HttpResponse.json({
      user_id: account.userId,
      token: apiTokenFor(account.userId),
      verification_status: true,
      is_profile_complete: account.profileComplete,
    });
  }),
  http.post(apiUrl("register/"), async ({ request }) => {
    const body = (await request.json()) as RegisterRequest;
    authRequests.register.push(body);
    if (body.applied_referral_code && !referralCodes.has(body.applied_referral_code)) {
      return HttpResponse.json({ applied_referral_code: ["Invalid Referral Code"] }, { status: 400 });
    }
    if (accounts.has(body.id_token)) return HttpResponse.json(["User already exists"], { status: 400 });
    const userId = seedAccount(body.id_token, false);
    return HttpResponse.json({ user_id: userId, token: apiTokenFor(userId), verification_status: false });
  }),
  http.post(apiUrl("logout/"), ({ request }) => {
    authRequests.logout.push(request.headers.get("Authorization"));
    return new HttpResponse(null, { status: 204 });
  }),
  http.post(apiUrl("logout/all/"), ({ request }) => {
    authRequests.logoutAll.push(request.headers.get("Authorization"));
    return new HttpResponse(null, { status: 204 });
  }),
];
