import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { readFile, rm, writeFile } from "node:fs/promises";
import { backupRequestFile, writeBackup } from "../db/backup";
import { openDatabase, type Database } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { ensurePrivateDataDir } from "../db/private-files";
import { isDatabaseEmpty, seedDemoContent } from "../db/seed";
import { ensureFirstAdmin } from "../app/features/admin-auth/admin-auth-service.server";
import { agencyContactOf } from "../app/features/notifications/email/agency-contact.server";
import { startNewsletterDigest } from "../app/features/notifications/email/newsletter-digest.server";
import { startOutboxWorker } from "../app/features/notifications/outbox/outbox-worker.server";
import { vapidKeysOf } from "../app/features/notifications/push/vapid-keys.server";
import { startRetention } from "../app/features/people/retention-service.server";
import { startPaymentReminders } from "../app/features/bookings/payments/reminders/reminder-service.server";
import { startTripMessages } from "../app/features/bookings/trip-messages/trip-message-service.server";
import { startTravellerDetailReminders } from "../app/features/bookings/travellers/traveller-reminder-service.server";
import { reencryptTravellerData } from "../app/features/bookings/travellers/traveller-service.server";
import { dataKeysOf } from "../app/lib/data-encryption.server";
import { parseConfig } from "../app/lib/env.server";
import {
  errorText,
  flushLog,
  logAlways,
  logJson as log,
  logLifecycle as say,
  logsAt,
  setLogLevel,
} from "../app/lib/logger.server";
import { createDiskStorage, type FileStorage } from "../app/lib/storage.server";
import { createS3Storage } from "../app/lib/s3-storage.server";
import type { Config } from "../app/lib/env.server";
import { createServerApp, databaseBreakerFor } from "./app";
import { linkRowsToContacts } from "../app/features/contacts/contact-match-service.server";
import { cutConnections, drainConnections, trackConnections } from "./graceful-close";
import { createServerMetrics, type ServerMetrics } from "./metrics";
import { createRequestObserver } from "./request-log";

/** Set in the environment of the short-lived process that prepares the embedded database. */
const PREPARE_ONLY = "SAFARNAMA_PREPARE_ONLY";

async function main() {
  // a local .env is a convenience; real deployments set the environment
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseConfig();
  setLogLevel(config.LOG_LEVEL);
  await ensurePrivateDataDir(config.dataDir);
  // the travellers' ID key: a wrong one stops the start here; the embedded database's first start
  // writes one into DATA_DIR (ADR 039)
  dataKeysOf(config);
  const open = () =>
    openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      timeoutMs: config.DB_TIMEOUT_MS,
      log,
    });
  const storage = await openFileStorage(config);

  if (process.env[PREPARE_ONLY] === "1") {
    const database = await open();
    await prepareDatabase(database, config, storage);
    await database.close();
    await flushLog();
    process.exit(0);
  }
  // The embedded database's WASM heap keeps the high-water mark of migrating and seeding for the
  // life of the process (several hundred MB): a child process does that work and exits (ADR 019).
  const embedded = !config.DATABASE_URL;
  if (embedded) {
    const started = performance.now();
    await prepareInChild();
    const ms = Math.round(performance.now() - started);
    say({ level: "info", msg: "embedded database prepared in a child process", ms });
  }
  const database = await open();
  if (!embedded) await prepareDatabase(database, config, storage);
  const outbox = startOutboxWorker({ db: database.db, config, log });
  const digest = startNewsletterDigest({ db: database.db, agency: agencyContactOf(config), log });
  const reminders = startPaymentReminders({ db: database.db, config, log });
  const tripMessages = startTripMessages({ db: database.db, config, log });
  const travellerReminders = startTravellerDetailReminders({
    db: database.db,
    agency: agencyContactOf(config),
    log,
  });
  const retention = startRetention({
    db: database.db,
    policy: {
      enquiryMonths: config.ENQUIRY_RETENTION_MONTHS,
      outboxBodyDays: config.OUTBOX_BODY_RETENTION_DAYS,
      travellerIdDays: config.TRAVELLER_ID_RETENTION_DAYS,
    },
    log,
  });
  const context = { db: database.db, config, storage };
  const breaker = databaseBreakerFor(database.db, config.DB_TIMEOUT_MS, log);
  let stopping = false;
  const isStopping = () => stopping;
  // /metrics exists only with METRICS_TOKEN; the request log is on at LOG_LEVEL=info (and below)
  const metricsOf = (build: ServerBuild | undefined) =>
    config.METRICS_TOKEN
      ? createServerMetrics({ db: database.db, pool: database.pool, outbox, routes: build?.routes })
      : undefined;
  const observerOf = (metrics: ServerMetrics | undefined) =>
    createRequestObserver({ log: logsAt("info"), metrics });

  const dev = config.NODE_ENV === "development";
  let listener: http.RequestListener;
  let closeVite = async () => {};
  if (dev) {
    const vite = await import("vite").then((m) =>
      m.createServer({ server: { middlewareMode: true }, appType: "custom" }),
    );
    closeVite = () => vite.close();
    const metrics = metricsOf(undefined);
    const app = createServerApp({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      context,
      mode: "development",
      breaker,
      observe: observerOf(metrics),
      metrics,
      stopping: isStopping,
    });
    const honoListener = getRequestListener(app.fetch);
    listener = (req, res) => vite.middlewares(req, res, () => honoListener(req, res));
  } else {
    const buildDir = process.env.BUILD_DIR ?? "build";
    const buildPath = path.resolve(buildDir, "server/index.js");
    const build = (await import(buildPath)) as ServerBuild;
    const metrics = metricsOf(build);
    const app = createServerApp({
      build,
      context,
      clientDir: path.relative(process.cwd(), path.resolve(buildDir, "client")),
      observe: observerOf(metrics),
      metrics,
      breaker,
      stopping: isStopping,
    });
    listener = getRequestListener(app.fetch);
  }

  // once shutting down, every answer closes its connection: a keep-alive client opens its next
  // request elsewhere instead of on a socket about to close
  const server = trackConnections(
    http.createServer((req, res) => {
      if (stopping) res.setHeader("Connection", "close");
      listener(req, res);
    }),
  );
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    say({ level: "info", msg: `Safarnama listening on http://localhost:${port}`, database: database.kind });
  });

  /**
   * SIGTERM or SIGINT (docs/decisions/026-operable-server.md): /readyz answers 503, the server
   * stops accepting connections and lets the requests in flight finish (SHUTDOWN_TIMEOUT_MS at
   * most, then cuts them), the outbox and digest workers stop after the item in hand, the
   * database closes, the log is flushed, and the process exits 0. A second signal cuts at once.
   */
  const shutdown = async (signal: string) => {
    if (stopping) {
      say({ level: "info", msg: "second signal: cutting the requests still in flight", signal });
      cutConnections(server);
      return;
    }
    stopping = true;
    say({ level: "info", msg: "shutting down", signal });
    // the workers finish the item in hand while the requests drain
    const workers = Promise.all([
      digest.stop(),
      reminders.stop(),
      travellerReminders.stop(),
      tripMessages.stop(),
      outbox.stop(),
    ]);
    const { cut } = await drainConnections(server, { limitMs: config.SHUTDOWN_TIMEOUT_MS });
    if (cut > 0)
      log({ level: "warn", msg: "requests cut at the shutdown limit", cut, ms: config.SHUTDOWN_TIMEOUT_MS });
    await workers;
    breaker.stop();
    await retention.stop();
    await closeVite();
    await database.close();
    say({ level: "info", msg: "stopped" });
    await flushLog();
    process.exit(0);
  };
  // `npm run db:backup` while the server runs: the script writes the wanted file name to
  // DATA_DIR/backup-request.json and signals; only this process may read the embedded database.
  if (database.pglite) {
    const pglite = database.pglite;
    process.on("SIGUSR2", () => {
      const requestFile = backupRequestFile(config.dataDir);
      void (async () => {
        const { file, plain } = JSON.parse(await readFile(requestFile, "utf8")) as {
          file: string;
          plain?: boolean;
        };
        try {
          const key = plain ? null : (config.BACKUP_KEY ?? null);
          if (!plain && !key) throw new Error("the server has no BACKUP_KEY; set it, or ask for --plain");
          await writeBackup(pglite, config.dataDir, file, key);
          await writeFile(`${file}.done`, "ok");
          say({ level: "info", msg: "backup written", file });
        } catch (error) {
          await writeFile(`${file}.done`, `error: ${(error as Error).message}`);
        } finally {
          await rm(requestFile, { force: true });
        }
      })().catch((error) => log({ level: "error", msg: "backup failed", error: String(error) }));
    });
  }
  // a stray rejection is logged in one line; the server keeps serving
  process.on("unhandledRejection", (error) =>
    log({ level: "error", msg: "unhandled rejection", error: String((error as Error)?.stack ?? error) }),
  );
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch(async (error) => {
  log({ level: "error", msg: "failed to start", error: errorText(error) });
  await flushLog();
  process.exit(1);
});

/** Migrations, the demo content on an empty database, the first admin and the web push keys. */
async function prepareDatabase(database: Database, config: Config, storage: FileStorage) {
  await migrateDatabase(database);
  if (config.SEED_DEMO === "true" && (await isDatabaseEmpty(database.db))) {
    const seeded = await seedDemoContent(database.db, storage);
    say({ level: "info", msg: "demo content loaded", ...seeded });
  }
  // the generated password is printed even when LOG_LEVEL is quiet: it is shown only this once
  await ensureFirstAdmin(database.db, config, logAlways);
  // web push keys: from the environment, or generated now and kept in the database
  await vapidKeysOf(database.db, config);
  // after a key rotation, what the previous key wrote is written again under the new one
  const reencrypted = await reencryptTravellerData(database.db, dataKeysOf(config));
  if (reencrypted > 0)
    say({ level: "info", msg: "traveller data re-encrypted under the current key", reencrypted });
  // rows written before contacts existed get theirs (ADR 041); nothing to do on later starts
  const linked = await linkRowsToContacts(database.db);
  if (linked > 0) say({ level: "info", msg: "rows linked to contacts", linked });
}

/**
 * Runs this same program (same Node flags, same loader under `npm run dev`) with PREPARE_ONLY set,
 * sharing stdout and stderr, and waits for it. It holds the embedded database's lock while it
 * works and lets go when it exits; a failure there (a database held by another process, say) has
 * already been reported in its own words, so this process only exits with its code.
 */
async function prepareInChild() {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [PREPARE_ONLY]: "1" },
    stdio: "inherit",
  });
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null];
  if (code !== 0) process.exit(code ?? (signal ? 1 : 0));
}

/** Disk under DATA_DIR by default; an S3-compatible bucket when S3_BUCKET is set (several processes). */
async function openFileStorage(config: Config): Promise<FileStorage> {
  if (!config.S3_BUCKET) return createDiskStorage(path.join(config.dataDir, "uploads"));
  const storage = createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    prefix: config.S3_PREFIX,
  });
  await storage.ensureBucket();
  return storage;
}
