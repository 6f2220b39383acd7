/**
 * Flags for Debian's Chromium in the browser tests and the Lighthouse script: no sandbox (the
 * tests run as root here), no GPU, and no background traffic of its own (updates, sync, QUIC).
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
