import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../setup/test-server";

type OpenApiOperation = { operationId?: string; description?: string; tags?: string[] };
type OpenApiDocument = {
  openapi: string;
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
};

const METHODS = ["get", "post", "patch", "put", "delete"] as const;

/** The /api paths app/routes.ts serves, in OpenAPI form ("/api/tours/{id}"), without the catch-all. */
async function servedApiPaths(): Promise<string[]> {
  const source = await readFile("app/routes.ts", "utf8");
  return [...source.matchAll(/route\("(api\/[^"]+)"/g)]
    .map((match) => `/${match[1]}`)
    .filter((path) => !path.endsWith("*"))
    .map((path) => path.replace(/:(\w+)/g, "{$1}"));
}

let server: TestServer;
let document: OpenApiDocument;

beforeAll(async () => {
  server = await startTestServer();
  const response = await server.fetch("/api/openapi.json");
  expect(response.status).toBe(200);
  document = await response.json();
});
afterAll(async () => {
  await server?.close();
});

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document", () => {
    expect(document.openapi).toBe("3.1.0");
  });

  it("lists every /api route the server serves", async () => {
    const served = await servedApiPaths();
    expect(served.length).toBeGreaterThan(3);
    expect(Object.keys(document.paths).sort()).toEqual([...new Set(served)].sort());
  });

  it("names every operation once, in camelCase, under a tag the document declares", () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);

    const declared = new Set(document.tags?.map((tag) => tag.name));
    for (const operation of operations) {
      expect(operation.description, operation.operationId).toBeTruthy();
      expect(operation.tags?.length, operation.operationId).toBe(1);
      expect(declared, operation.operationId).toContain(operation.tags![0]);
    }
    // a declared tag no operation uses is a leftover
    expect(new Set(operations.map((operation) => operation.tags![0]))).toEqual(declared);
  });

  it("documents exactly the methods each route answers", async () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      const url = path.replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000");
      for (const method of METHODS) {
        const response = await server.fetch(url, {
          method: method.toUpperCase(),
          headers: { "content-type": "application/json", origin: server.url },
          body: method === "get" || method === "delete" ? undefined : "{}",
        });
        const where = `${method.toUpperCase()} ${path}`;
        if (method in operations) expect(response.status, where).not.toBe(405);
        else expect(response.status, where).toBe(405);
      }
    }
  });
});
