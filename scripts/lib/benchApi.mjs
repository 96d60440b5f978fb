import path from "node:path";
import { startProcess } from "./processes.mjs";

/** A call to the API a benchmark started: JSON in and out; a refused call throws with its status and answer. */
export async function apiCall(base, method, route, body, token) {
  const response = await fetch(base + route, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Token ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs an Auth emulator user up through register/ (the last name is the only thing benchmarks vary): the session. */
export function registerBenchUser(base, idToken, lastName) {
  return apiCall(base, "POST", "register/", {
    id_token: idToken,
    first_name: "Bench",
    last_name: lastName,
    applied_referral_code: "",
    g_recaptcha_response: "",
  });
}

/**
 * Starts the API server for a benchmark: always on the embedded database in `dataDir` (even where DATABASE_URL points
 * at a server), answering the site's origin, with `organisers` as organisers, the Auth emulator at `emulatorHost` and
 * the served build at `siteDir` (SITE_DIR: its pages regenerated from the published content) when given; resolves once
 * events/ answers (and stops it when it never does).
 */
export async function startBenchApi({ port, base, dataDir, siteUrl, organisers, emulatorHost, siteDir }) {
  const { DATABASE_URL: _server, ...env } = process.env;
  const api = startProcess({
    label: "The API server",
    args: ["--import", "tsx", path.resolve("server/src/main.ts")],
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CORS_ORIGINS: siteUrl,
      LOG_LEVEL: "silent",
      ...(organisers === undefined ? {} : { ORGANISER_EMAILS: organisers }),
      ...(emulatorHost === undefined ? {} : { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost }),
      ...(siteDir === undefined ? {} : { SITE_DIR: siteDir }),
    },
    output: (line, stream) => {
      if (stream === "stderr") process.stderr.write(`${line}\n`);
    },
  });
  try {
    await api.waitFor(`${base}events/`, { timeoutMs: 60_000 });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return api;
}
