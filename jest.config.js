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
  // CSS modules first: the first pattern that matches wins, and "@/....module.css" matches both.
  moduleNameMapper: { "\\.module\\.css$": "<rootDir>/scripts/jest-css-module.cjs", "^@/(.*)$": "<rootDir>/$1" },
  testTimeout: 30_000,
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/"],
};
