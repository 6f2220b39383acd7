import { describe, expect, it, vi } from "vitest";
import { createVersionedCache } from "./versioned-cache.server";

/** A version and reads the test finishes by hand, in any order. */
function fakeSource() {
  let version = 1;
  const pending: { version: number; resolve: (value: string) => void }[] = [];
  const read = vi.fn((v: number) => new Promise<string>((resolve) => pending.push({ version: v, resolve })));
  return {
    read,
    readVersion: async () => version,
    bump: () => (version += 1),
    finish: (v: number) => pending.find((p) => p.version === v)!.resolve(`data@${v}`),
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createVersionedCache", () => {
  it("reads once per version and serves the kept value while the version stands", async () => {
    const source = fakeSource();
    const cache = createVersionedCache(source.readVersion, source.read);
    const together = [cache.get(), cache.get(), cache.get()];
    await settle();
    source.finish(1);
    expect(await Promise.all(together)).toEqual(["data@1", "data@1", "data@1"]);
    expect(await cache.get()).toBe("data@1");
    expect(source.read).toHaveBeenCalledTimes(1);
  });

  it("never makes a caller that saw a newer version wait for an older read", async () => {
    const source = fakeSource();
    const cache = createVersionedCache(source.readVersion, source.read);
    const before = cache.get();
    await settle(); // the read of version 1 is under way
    source.bump(); // a write lands
    const after = cache.get();
    await settle();
    expect(source.read.mock.calls.map(([v]) => v)).toEqual([1, 2]);
    source.finish(2);
    expect(await after).toBe("data@2");
    source.finish(1);
    expect(await before).toBe("data@1");
    // the late, older read did not replace the newer value
    expect(await cache.get()).toBe("data@2");
    expect(source.read).toHaveBeenCalledTimes(2);
  });

  it("reads again after a failed read instead of keeping the failure", async () => {
    const readVersion = async () => 7;
    const read = vi.fn().mockRejectedValueOnce(new Error("database down")).mockResolvedValue("data@7");
    const cache = createVersionedCache(readVersion, read);
    await expect(cache.get()).rejects.toThrow("database down");
    expect(await cache.get()).toBe("data@7");
  });

  it("serves the kept value when the version cannot be read for an accepted reason (issue 22)", async () => {
    let failure: Error | null = null;
    const read = vi.fn(async (v: number) => `data@${v}`);
    const readVersion = async () => {
      if (failure) throw failure;
      return 1;
    };
    const cache = createVersionedCache(
      readVersion,
      read,
      (error) => (error as Error).message === "unreachable",
    );
    expect(await cache.get()).toBe("data@1");
    failure = new Error("unreachable");
    expect(await cache.get()).toBe("data@1");
    failure = new Error("something else");
    await expect(cache.get()).rejects.toThrow("something else");
    // nothing kept yet: the failure is the caller's
    const empty = createVersionedCache(readVersion, read, () => true);
    await expect(empty.get()).rejects.toThrow("something else");
  });
});
