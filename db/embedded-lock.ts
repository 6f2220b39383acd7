import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * PGlite has no lock of its own: two processes on one data folder corrupt it. Each opener writes
 * its pid into `<dir>.lock`; a second opener is refused while that process lives, and a lock left
 * by a process that died is taken over.
 */
export async function lockEmbeddedDatabase(dir: string): Promise<() => Promise<void>> {
  const file = `${path.resolve(dir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: "wx" });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number(await readFile(file, "utf8").catch(() => ""));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder} (the running server?). ` +
          `Stop that process first, or use a PostgreSQL server through DATABASE_URL. If no such process runs, delete ${file}.`,
      );
    }
    await rm(file, { force: true }); // stale: its process is gone
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
