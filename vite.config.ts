import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

/** React's entry points and the Preact modules that stand in for them in the browser (ADR 018). */
const PREACT_FOR: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": fileURLToPath(new URL("./app/lib/preact-dom-client.ts", import.meta.url)),
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

/**
 * The production client build renders with Preact's React-compatible layer; the server keeps
 * rendering with React 19. Only `vite build`'s client side is swapped: the server build, the dev
 * server (React Refresh needs React) and Vitest stay on React.
 */
function preactInTheBrowser(): Plugin {
  let building = false;
  return {
    name: "safarnama:preact-in-the-browser",
    enforce: "pre",
    config(_, { command }) {
      building = command === "build";
    },
    async resolveId(source, importer, options) {
      const target = PREACT_FOR[source];
      if (!building || !target || options.ssr || this.environment?.name === "ssr") return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [preactInTheBrowser(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { assetsInlineLimit: 2048 },
});
