// A webpack loader for react-router's build. Its components and contexts are made at the top level by
// `React.forwardRef(...)`, `React.memo(...)` and `React.createContext(...)` and then given a `displayName`: to the
// minifier both are work with effects, so every component stays in the first visit's script whether the app uses it or
// not (Form and its submission code, the history router, ...). Marked pure and left unnamed (names only the React
// developer tools show), the ones the app never uses are dropped.
const MADE = /^var (\w+) = (React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const NAMED = /^\w+\.displayName = "[^"\n]*";\n/gm;

module.exports = function markPureCalls(source) {
  return source.replace(NAMED, "").replace(MADE, "var $1 = /* @__PURE__ */ $2");
};
