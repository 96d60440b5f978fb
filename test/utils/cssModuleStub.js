// CSS in Jest: jsdom applies no styles, so a CSS module's class names are just their own names.
module.exports = new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : key) });
