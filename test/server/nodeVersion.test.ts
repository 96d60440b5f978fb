import { readFileSync } from "node:fs";
import path from "node:path";
import { nodeVersionProblem } from "../../scripts/nodeVersion.mjs";

const pkg = JSON.parse(readFileSync(path.resolve(__dirname, "../../package.json"), "utf8")) as {
  engines: { node: string };
  overrides?: Record<string, Record<string, string>>;
};

describe("the Node versions the project supports", () => {
  it.each(["v20.19.0", "v20.20.0", "v22.0.0", "v24.3.1"])("npm start runs on %s", (version) => {
    expect(nodeVersionProblem(version)).toBeNull();
  });

  it.each(["v18.20.4", "v20.18.1", "v21.7.3"])("npm start refuses %s with a sentence naming the need", (version) => {
    expect(nodeVersionProblem(version)).toMatch(
      new RegExp(`needs Node 20\\.19\\+ or 22\\+; this is Node ${version.slice(1).replace(/\./g, "\\.")}`),
    );
  });

  it("agrees with package.json's engines", () => {
    expect(pkg.engines.node).toBe(">=20.19 <21 || >=22");
  });

  // cookie 2 (through fastify's light-my-request) and rechoir 1 (through webpack-cli) declare Node 22 only; the
  // versions before them support Node 18+ / 10+ with the same functions these packages call.
  it("keeps Node 20 installs free of Node-22-only packages", () => {
    expect(pkg.overrides).toEqual({
      "light-my-request": { cookie: "^1.1.1" },
      "webpack-cli": { rechoir: "^0.8.0" },
    });
  });
});
