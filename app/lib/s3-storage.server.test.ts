import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage.server";

describe("S3 storage against a real S3-compatible server", () => {
  let server: S3rver;
  let directory: string;
  let storage: ReturnType<typeof createS3Storage>;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), "safarnama-s3-"));
    server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true });
    const { port } = await server.run();
    storage = createS3Storage({
      bucket: "safarnama-uploads",
      endpoint: `http://127.0.0.1:${port}`,
      prefix: "site-a",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    await storage.ensureBucket();
  });

  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it("stores, reads back and deletes a file under its /uploads URL", async () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const url = await storage.put("tours/abc-960.webp", bytes, "image/webp");
    expect(url).toBe("/uploads/tours/abc-960.webp");

    const stored = await storage.read("tours/abc-960.webp");
    expect(stored?.contentType).toBe("image/webp");
    expect(Array.from(stored?.data ?? [])).toEqual([1, 2, 3, 4, 5]);

    await storage.deleteUrl(url);
    expect(await storage.read("tours/abc-960.webp")).toBeNull();
  });

  it("answers null for a key that was never stored and refuses keys that climb out", async () => {
    expect(await storage.read("tours/missing.webp")).toBeNull();
    await expect(storage.put("../escape.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(/escapes/);
  });

  it("ignores URLs it did not hand out", async () => {
    await expect(storage.deleteUrl("https://elsewhere.example/x.webp")).resolves.toBeUndefined();
  });
});
