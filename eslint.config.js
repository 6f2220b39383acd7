import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tseslint from "typescript-eslint";

/**
 * What a feature offers the others: its zod schemas (`*-schema.ts`), its services
 * (`*-service.server.ts`), its API description (`*-openapi.ts`, for the API catalogue), its
 * components (`*.tsx`), and who signs the emails (notifications/email/agency-contact.server.ts).
 * A feature of more than about 20 files has sub-folders by job (bookings/write, bookings/lookup,
 * tours/admin, ...): a module is public by its kind, at any depth; everything else (emails,
 * pricing, caches, form readers, list queries) is the feature's own business.
 */
const featurePublicSurface = [
  "**/app/features/*/**/*-schema.ts",
  "**/app/features/*/**/*-service.server.ts",
  "**/app/features/*/**/*-openapi.ts",
  "**/app/features/*/**/*.tsx",
  // list-query schemas, the emails a feature sends (the digest composes them), the email kit
  "**/app/features/*/**/*-query.ts",
  "**/app/features/*/**/*-emails.server.ts",
  "**/app/features/notifications/email/email-*.{ts,tsx}",
  "**/app/features/notifications/email/agency-contact.server.ts",
  // small shared data: the eight destinations, the popup's session flag
  "**/app/features/tours/destinations.ts",
  "**/app/features/enquiries/popup-session.ts",
  // the payment policy: the emails and the terms quote it
  "**/app/features/bookings/payments/payment-policy.ts",
  // the pricing engine: the booking forms and the server total a booking with the same function (ADR 030)
  "**/app/features/pricing/price-booking.ts",
];
const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
      // Without these two, import-x parses no TypeScript file when it follows imports, so
      // no-cycle and the path rules saw nothing past the first file (tests/lint/ proves they do now).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
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
  {
    // A feature reaches another only through its public surface (featurePublicSurface above);
    // routes may import any feature module.
    files: ["app/features/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: features.map((feature) => ({
            target: `app/features/${feature}/**`,
            from: "app/features/*/**",
            except: [`**/app/features/${feature}/**`, ...featurePublicSurface],
            message: "Import another feature's *-schema, *-service.server, *-openapi or components only.",
          })),
        },
      ],
    },
  },
  {
    // The site's frame and the small shared modules sit beside the features, not inside them:
    // they may use a feature's public surface, never its internals.
    files: ["app/components/layout/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["app/components/layout/**", "app/lib/**"],
              from: "app/features/*/**",
              except: featurePublicSurface,
              message:
                "Layout and lib import a feature's *-schema, *-service.server, *-openapi or components only.",
            },
          ],
        },
      ],
    },
  },
  {
    // The database layer stands below the app: db/ imports domain/ (the value lists its CHECK
    // constraints use, ADR 024), never app/. drizzle-kit loads db/schema without the app's aliases.
    files: ["db/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [{ target: "db/**", from: "app/**", message: "db/ imports nothing from app/ (ADR 027)." }] },
      ],
    },
  },
  {
    // domain/ holds plain value lists that the browser, the server and drizzle-kit all load:
    // it imports nothing of the project.
    files: ["domain/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "domain/**",
              from: ["app/**", "db/**", "server/**", "scripts/**"],
              message: "domain/ imports nothing of the project (ADR 027).",
            },
          ],
        },
      ],
    },
  },
);
