import { timingSafeEqual } from "node:crypto";
import client from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { Db } from "../db/client";
import { outboxBacklog } from "../app/features/notifications/outbox/outbox-service.server";
import type { FinishedRequest } from "./request-log";

/** What the metrics read when Prometheus scrapes (server/main.ts hands the live ones). */
type MetricsSources = {
  db: Db;
  /** PostgreSQL's connection pool; absent on the embedded database (one connection, in process) */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  /** this process's outbox worker: how many sends failed since it started */
  outbox?: { stats(): { sent: number; failed: number } };
  /** the app's routes, for a request's route label (`/packages/:id`, not every id seen) */
  routes?: ServerBuild["routes"];
};

export type ServerMetrics = {
  observeRequest(request: FinishedRequest): void;
  /** the scrape: Prometheus's text format */
  render(): Promise<{ contentType: string; body: string }>;
};

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The Prometheus metrics of this process (docs/decisions/026-operable-server.md): requests by route
 * and status with their latency, the database pool, the outbox's queue and failures, and Node's
 * defaults (event-loop lag, memory, CPU, garbage collection). A
 * request costs a label lookup and two increments; everything else is read at the scrape.
 */
export function createServerMetrics(sources: MetricsSources): ServerMetrics {
  const registry = new client.Registry();
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry });

  const labels = ["method", "route", "status"] as const;
  const requests = new client.Counter({
    name: "safarnama_http_requests_total",
    help: "Requests answered, by method, route and status",
    labelNames: labels,
    registers,
  });
  const duration = new client.Histogram({
    name: "safarnama_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route and status",
    labelNames: labels,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const { pool } = sources;
  new client.Gauge({
    name: "safarnama_db_pool_connections",
    help: "PostgreSQL connections of this process: total open, idle, and requests waiting for one",
    labelNames: ["state"],
    registers,
    collect() {
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });

  new client.Gauge({
    name: "safarnama_outbox_emails",
    help: "Emails in the outbox not sent: pending (the queue, retries included), failed (given up or refused) and capped (a visitor's email held by the hourly limit)",
    labelNames: ["status"],
    registers,
    async collect() {
      const backlog = await outboxBacklog(sources.db).catch(() => null);
      if (!backlog) return;
      this.set({ status: "pending" }, backlog.pending);
      this.set({ status: "failed" }, backlog.failed);
      this.set({ status: "capped" }, backlog.capped);
    },
  });
  const { outbox } = sources;
  new client.Counter({
    name: "safarnama_outbox_send_failures_total",
    help: "Sends of this process's outbox worker that failed (each retry counts)",
    registers,
    collect() {
      // the worker keeps the count; the counter shows it
      this.reset();
      if (outbox) this.inc(outbox.stats().failed);
    },
  });

  const routeOf = routeLabeler(sources.routes);
  return {
    observeRequest({ method, path, status, ms }) {
      const values = {
        method: METHODS.has(method) ? method : "other",
        route: routeOf(path),
        status: String(status),
      };
      requests.inc(values);
      duration.observe(values, ms / 1000);
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/**
 * A request's route as the router declares it (`/packages/:id`, `/booking/:token.data`), so that
 * the labels stay as few as the routes whatever paths are asked for. Remembered per path, up to a
 * bound.
 */
function routeLabeler(manifest: ServerBuild["routes"] | undefined): (path: string) => string {
  const tree = manifest ? routeTree(manifest, undefined) : [];
  const known = new Map<string, string>();
  const label = (path: string): string => {
    if (path.startsWith("/assets/")) return "/assets/*";
    if (path.startsWith("/uploads/")) return "/uploads/*";
    const data = path.endsWith(".data");
    const page = data ? path.slice(0, -".data".length).replace(/\/_root$/, "/") : path;
    const matches = matchRoutes(tree, page || "/");
    if (!matches) return "unmatched";
    const pattern = `/${matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join("/")}`;
    return data ? `${pattern}.data` : pattern;
  };
  return (path) => {
    let route = known.get(path);
    if (route === undefined) {
      route = label(path);
      if (known.size >= 5_000) known.clear();
      known.set(path, route);
    }
    return route;
  };
}

function routeTree(manifest: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route!.id);
      return {
        id: route!.id,
        path: route!.path,
        caseSensitive: route!.caseSensitive,
        ...(route!.index ? { index: true } : { children }),
      } as RouteObject;
    });
}

/** True when `header` is `Bearer <token>` (compared in constant time). */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1] ?? "");
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
