import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../db/client";
import { parseConfig, type Config } from "../../app/lib/env.server";
import { createDiskStorage } from "../../app/lib/storage.server";
import { createServerApp } from "../../server/app";
import type { RequestObserver } from "../../server/request-log";
import { checkApiAnswer } from "./api-contract";
import { createTestDatabase } from "./test-database";

export type TestServer = {
  url: string;
  database: Database;
  config: Config;
  dataDir: string;
  /**
   * fetch a path of this server: `api("/api/tours")`. An /api answer that its OpenAPI entry does
   * not document (status or body) rejects, so every HTTP test also checks the document.
   */
  fetch: (pathname: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
};

export type TestServerOptions = {
  /** what the server hands each answered request to (a request log, as server/main.ts makes it) */
  observe?: RequestObserver;
};

/**
 * The real app (built bundle, Hono server, real HTTP on a free port) on a fresh empty database.
 * Use one per test file: `beforeAll(async () => { server = await startTestServer(); })`.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "safarnama-test-"));
  // per-address limits are off unless a test asks for them: most files post far more than a visitor
  const config = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    RATE_LIMITS: "false",
    ...env,
  });
  const database = await createTestDatabase();
  const build = (await import(
    path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")
  )) as ServerBuild;
  const storage = createDiskStorage(path.join(dataDir, "uploads"));
  const app = createServerApp({
    build,
    context: { db: database.db, config, storage },
    observe: options.observe,
  });
  const server = http.createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    database,
    config,
    dataDir,
    fetch: async (pathname, init) => {
      const response = await fetch(`${url}${pathname}`, init);
      await checkApiAnswer(init?.method ?? "GET", `${url}${pathname}`, response.clone());
      return response;
    },
    close: async () => {
      server.closeIdleConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One test server for the whole file, started before its tests and closed after them. */
export function testServerForFile(env: Record<string, string> = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error("the test server has not started");
    return server;
  };
}
