import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
let build: string;
const running: ChildProcess[] = [];

beforeAll(() => {
  build = mkdtempSync(path.join(tmpdir(), "codefest-preview-"));
  writeFileSync(path.join(build, "index.html"), `<!doctype html><title>shell</title>${"<p>app</p>".repeat(200)}`);
  mkdirSync(path.join(build, "events"));
  for (const folder of ["js", "assets"]) mkdirSync(path.join(build, folder));
  writeFileSync(path.join(build, "js", "main.0123abcd.js"), "void 0;");
  writeFileSync(path.join(build, "assets", "harfbuzz.0123abcd.wasm"), "\0asm");
  writeFileSync(path.join(build, "assets", "noto-sans-latin-400-normal.89abcdef.woff"), "wOFF");
  writeFileSync(path.join(build, "manifest.webmanifest"), "{}");
  writeFileSync(path.join(build, "events", "index.html"), "<!doctype html><title>events copy</title>");
});
afterAll(() => {
  for (const child of running) child.kill("SIGTERM");
  rmSync(build, { recursive: true, force: true });
});

/** Runs a script and resolves with its address once it says where it listens (or with its exit). */
function start(script: string, args: string[]): Promise<{ url?: string; code?: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(root, script), ...args], {
    env: { ...process.env, PREVIEW_PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (url) resolve({ url, output });
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; encoding?: string; cache?: string; body: string }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers["content-encoding"],
          cache: response.headers["cache-control"],
          body: Buffer.concat(chunks).toString("latin1"),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("npm run preview", () => {
  it("serves the build with the app shell for unknown paths, the pre-rendered pages, and compression", async () => {
    const { url, output } = await start("scripts/preview.mjs", [build]);
    expect(url).toBeDefined();
    expect(output).toContain("Ctrl-C");
    expect((await get(`${url}/dashboard/events?join=X`)).body).toContain("<title>shell</title>");
    expect((await get(`${url}/events`)).body).toContain("<title>events copy</title>");
    const compressed = await get(`${url}/`, { "Accept-Encoding": "gzip" });
    expect(compressed.status).toBe(200);
    expect(compressed.encoding).toBe("gzip");
  });

  it("is also what scripts/lighthouse-server.mjs does when run by itself", async () => {
    const { url } = await start("scripts/lighthouse-server.mjs", [build]);
    expect((await get(`${url}/team`)).body).toContain("<title>shell</title>");
  });

  it("lets a browser keep every file named by its content for a year, and asks it to check the others", async () => {
    const { url } = await start("scripts/preview.mjs", [build]);
    // A font or the shaper prefetched ahead of a certificate's download must be taken from the cache on the click.
    for (const file of [
      "js/main.0123abcd.js",
      "assets/harfbuzz.0123abcd.wasm",
      "assets/noto-sans-latin-400-normal.89abcdef.woff",
    ])
      expect((await get(`${url}/${file}`)).cache).toBe("public, max-age=31536000, immutable");
    for (const file of ["", "events", "manifest.webmanifest"])
      expect((await get(`${url}/${file}`)).cache).toBe("no-cache");
  });

  it("says to build first when there is no build", async () => {
    const { code, output } = await start("scripts/preview.mjs", [path.join(build, "missing")]);
    expect(code).toBe(1);
    expect(output).toContain("run npm run build first");
  });
});
