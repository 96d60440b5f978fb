import { readFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../../server/src/config";
import { runScript } from "./support/scriptRun";

// Each start is awaited to its end (test/server/support/scriptRun.ts); this only guards against a hang.
jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, "../..");

/** `tsx server/src/main.ts` with this environment: refused before it opens a database or a port. */
const start = (env: Record<string, string>) =>
  runScript("server/src/main.ts", [], {
    PATH: process.env.PATH ?? "",
    PORT: "1",
    DATA_DIR: "/nonexistent/never-created",
    ...env,
  });

describe("the Auth emulator with a real project", () => {
  it("refuses to start, with a message and exit code 1", async () => {
    const { status, stderr } = await start({
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      FIREBASE_PROJECT_ID: "codefest-live",
    });
    expect(status).toBe(1);
    expect(stderr).toContain(
      'FIREBASE_AUTH_EMULATOR_HOST is set (127.0.0.1:9099) with the real project "codefest-live"',
    );
    expect(stderr).toContain("ALLOW_EMULATOR_WITH_REAL_PROJECT=1");
  });

  it("accepts demo- projects with the emulator, real projects without it, and the explicit override", () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };
    expect(loadConfig({ ...emulator, FIREBASE_PROJECT_ID: "demo-codefest" }).firebaseProjectId).toBe("demo-codefest");
    expect(loadConfig({ FIREBASE_PROJECT_ID: "codefest-live" }).firebaseProjectId).toBe("codefest-live");
    expect(
      loadConfig({ ...emulator, FIREBASE_PROJECT_ID: "codefest-live", ALLOW_EMULATOR_WITH_REAL_PROJECT: "1" })
        .firebaseProjectId,
    ).toBe("codefest-live");
    expect(() => loadConfig({ ...emulator, FIREBASE_PROJECT_ID: "codefest-live" })).toThrow(/Refusing to start/);
  });
});

describe("throttle limits in the configuration", () => {
  it("has defaults and reads the variables", () => {
    expect(loadConfig({}).throttle.joinFailuresPerUser).toEqual({ limit: 10, seconds: 3600 });
    expect(loadConfig({ THROTTLE_LOGIN: "3/10s" }).throttle.login).toEqual({ limit: 3, seconds: 10 });
    expect(() => loadConfig({ THROTTLE_LOGIN: "lots" })).toThrow(/THROTTLE_LOGIN: "lots" is not a rate/);
  });

  it("refuses a rate with a zero window like one with a zero count, naming the variable", () => {
    for (const value of ["0/min", "5/0s", "5/00s", "5/0min", "0/0s"]) {
      expect(() => loadConfig({ THROTTLE_TEAM_LOOKUP: value })).toThrow(
        `Invalid server configuration: THROTTLE_TEAM_LOOKUP: "${value}" is not a rate`,
      );
    }
    expect(loadConfig({ THROTTLE_TEAM_LOOKUP: "5/10s" }).throttle.teamLookup).toEqual({ limit: 5, seconds: 10 });
    expect(loadConfig({ THROTTLE_TEAM_LOOKUP: "5/s" }).throttle.teamLookup).toEqual({ limit: 5, seconds: 1 });
  });

  it("stops the server at start on a zero window, before it opens a database or a port", async () => {
    for (const value of ["0/min", "5/0s"]) {
      const { status, stderr } = await start({ THROTTLE_LOGIN: value });
      expect(status).toBe(1);
      expect(stderr).toContain(`THROTTLE_LOGIN: "${value}" is not a rate`);
    }
  });
});

// The web app's local origin is written once for the server (server/src/config.ts: PUBLIC_URL's default and the first
// of CORS_ORIGINS'); the dev server (webpack.config.ts, and npm start's scripts/start.mjs, which passes its WEB_PORT on)
// and npm run preview (scripts/lighthouse-server.mjs) choose their ports apart: each default is read from its file and
// held to the server's, so that moving one port without the other fails here rather than at a refused CORS call.
describe("the web app's local origins", () => {
  const defaultPort = (file: string, variable: string) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    const match = new RegExp(`process\\.env\\.${variable} \\?\\? (\\d+)\\)`).exec(text);
    if (!match) throw new Error(`${file}: no default for ${variable}`);
    return match[1];
  };

  it("are the dev server's and the preview's default ports, on 127.0.0.1 and localhost", () => {
    const web = defaultPort("webpack.config.ts", "WEB_PORT");
    expect(defaultPort("scripts/start.mjs", "WEB_PORT")).toBe(web);
    const preview = defaultPort("scripts/lighthouse-server.mjs", "PREVIEW_PORT");
    const config = loadConfig({});
    expect(config.publicUrl).toBe(`http://127.0.0.1:${web}`);
    expect(config.corsOrigins).toEqual(
      [web, preview].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]),
    );
  });
});
