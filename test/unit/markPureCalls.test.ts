import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import markPureCalls from "../../config/markPureCalls.cjs";

const sample = [
  "var Link = React10.forwardRef(",
  "  function LinkWithRef(props, ref) { return null; }",
  ");",
  'Link.displayName = "Link";',
  "var RouteContext = React.createContext(null);",
  'RouteContext.displayName = "Route";',
  "var MemoizedRoutes = React3.memo(Routes);",
  'var label = "x.displayName = y";',
  "",
].join("\n");

describe("the loader that lets the minifier drop react-router's unused components", () => {
  it("marks the top-level component and context factories pure and drops their names", () => {
    expect(markPureCalls(sample)).toBe(
      [
        "var Link = /* @__PURE__ */ React10.forwardRef(",
        "  function LinkWithRef(props, ref) { return null; }",
        ");",
        "var RouteContext = /* @__PURE__ */ React.createContext(null);",
        "var MemoizedRoutes = /* @__PURE__ */ React3.memo(Routes);",
        'var label = "x.displayName = y";',
        "",
      ].join("\n"),
    );
  });

  it("reaches react-router's Form in the installed build, so an update that changes its shape is noticed", () => {
    // The build webpack.config.ts bundles in production.
    const dist = path.resolve("node_modules/react-router/dist/production");
    const marked = readdirSync(dist)
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => markPureCalls(readFileSync(path.join(dist, file), "utf8")))
      .join("\n");
    expect(marked).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(marked).not.toMatch(/^Form\.displayName = /m);
  });
});
