// The demo organiser of `npm start`: an account on the local Auth emulator (e-mail verified) that the API server
// treats as an organiser through ORGANISER_EMAILS. Only for the emulator's demo project, never a real one.

export const DEMO_ORGANISER = { email: "organiser@example.org", password: "organiser-demo-2020" };

async function post(url, body, headers = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Creates the account on the emulator unless it exists, and marks its e-mail verified. */
export async function ensureDemoOrganiser(authOrigin, projectId = "demo-codefest") {
  const base = `${authOrigin}/identitytoolkit.googleapis.com/v1`;
  const signUp = await post(`${base}/accounts:signUp?key=demo-api-key`, { ...DEMO_ORGANISER, returnSecureToken: true });
  if (signUp.status !== 200) return false;
  await post(
    `${base}/projects/${projectId}/accounts:update`,
    { localId: signUp.body.localId, emailVerified: true, displayName: "Demo Organiser" },
    { Authorization: "Bearer owner" },
  );
  return true;
}
