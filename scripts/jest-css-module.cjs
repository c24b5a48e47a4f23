// CSS modules in jest: each class name reads as itself, so markup tests can render components.
module.exports = new Proxy({}, { get: (_, name) => (name === "__esModule" ? false : String(name)) });
