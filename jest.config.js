/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  transform: {
    "^.+\\.tsx?$": [
      "ts-jest",
      {
        tsconfig: {
          jsx: "react-jsx",
          module: "commonjs",
          moduleResolution: "node",
          esModuleInterop: true,
          isolatedModules: true,
        },
      },
    ],
  },
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "\\.module\\.css$": "<rootDir>/scripts/jest-css-module.cjs" },
  testTimeout: 30_000,
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/"],
};
