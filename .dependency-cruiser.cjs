/**
 * `npm run check:imports` (part of `npm test`): no import circle anywhere in the tree, type-only
 * imports included (tsPreCompilationDeps), so dependencies keep running one way. A shared type
 * that two modules need goes in a file of its own (e.g. server/job.ts, server/webhooks/product-handler.ts).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: move what both sides need into a module of its own.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|dist|\\.data)/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
