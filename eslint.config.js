import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import { fileURLToPath } from "node:url";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      "coverage/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    languageOptions: {
      globals: { process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly" },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "import-x/no-cycle": ["error", { maxDepth: 8 }],
      "no-console": "off",
    },
    settings: {
      "import-x/ignore": ["node_modules"],
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          alias: { "~": [fileURLToPath(new URL("./app", import.meta.url))] },
        }),
      ],
    },
  },
  {
    // Routes stay thin: they reach the database only through feature services.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/db/*", "**/db/**"], message: "Routes call feature services, not db/ directly." },
          ],
        },
      ],
    },
  },
  {
    // UI building blocks know nothing of the agency's domain.
    files: ["app/components/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/features/*", "**/features/**"], message: "UI components import no feature." },
          ],
        },
      ],
    },
  },
);
