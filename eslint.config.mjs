import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Leaving out fields by destructuring with a rest element is how a copy without them is made.
  { rules: { "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true }] } },
  // Playwright fixtures hand their value to a callback named `use`, which is not React's hook.
  { files: ["tests/e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  { ignores: ["lib/generated/**", ".next/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];

export default config;
