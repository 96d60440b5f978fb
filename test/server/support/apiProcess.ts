import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./authEmulator";
import { emulatorHost } from "./harness";

const ROOT = path.resolve(__dirname, "../../..");

/** What the API answered: the status, `Retry-After` and the parsed body (null when empty). */
export interface ApiAnswer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/** The API as operators run it (`server/src/cluster.ts`, one worker, production), on a free loopback port. */
export interface ApiProcess {
  /** The API's base URL, ending in /api/. */
  base: string;
  /** One JSON call, with a session token when given; rejects when no answer comes within 10 s. */
  request(method: string, url: string, body?: unknown, token?: string): Promise<ApiAnswer>;
  /** The last 20,000 characters the process printed. */
  output(): string;
  /** The exit code, null while it runs. */
  exitCode(): number | null;
  stop(): Promise<void>;
}

/** Starts the API with `env` added to the test defaults, once `health/ready/` answers 200. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/`;
  const child = spawn(process.execPath, [require.resolve("tsx/cli"), "server/src/cluster.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      API_WORKERS: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      FIREBASE_PROJECT_ID: "demo-codefest",
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      THROTTLE_LOGIN: "off",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const request = async (method: string, url: string, body?: unknown, token?: string): Promise<ApiAnswer> => {
    const response = await fetch(base + url, {
      method,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(token ? { Authorization: `Token ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: text ? JSON.parse(text) : null,
    };
  };

  const started = Date.now();
  for (;;) {
    const ready = await request("GET", "health/ready/").catch(() => null);
    if (ready?.status === 200) break;
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      if (child.exitCode === null) child.kill("SIGTERM");
      throw new Error(`the API did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    base,
    request,
    output: () => output,
    exitCode: () => child.exitCode,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
