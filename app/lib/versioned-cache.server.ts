/**
 * A value kept in memory and read again only when its version moves on. `get()` asks for the
 * current version each time (cheap), then:
 * - same version as the kept value: the kept value, no read;
 * - a version a read is already under way for: that read, shared;
 * - any other version: a new read. A caller never waits for a read of an older version, so once a
 *   caller has seen a write's version it also sees the write.
 * The kept value only ever moves to newer versions, whatever order reads finish in.
 *
 * `keepWhen`: when asking for the version fails with an error it accepts (the database cannot be
 * reached), the kept value is served as it is rather than failing the caller (issue 22): nothing can
 * be written through that database meanwhile, and a visitor sees the catalogue instead of a 503.
 */
export function createVersionedCache<T>(
  readVersion: () => Promise<number>,
  read: (version: number) => Promise<T>,
  keepWhen: (error: unknown) => boolean = () => false,
): { get(): Promise<T> } {
  let kept: { version: number; value: T } | undefined;
  let loading: { version: number; promise: Promise<T> } | undefined;

  return {
    async get() {
      let version: number;
      try {
        version = await readVersion();
      } catch (error) {
        if (kept && keepWhen(error)) return kept.value;
        throw error;
      }
      if (kept?.version === version) return kept.value;
      let current = loading;
      if (!current || current.version !== version) {
        const started = {
          version,
          promise: read(version).finally(() => {
            if (loading === started) loading = undefined;
          }),
        };
        loading = current = started;
      }
      const value = await current.promise;
      if (!kept || kept.version < version) kept = { version, value };
      return value;
    },
  };
}
