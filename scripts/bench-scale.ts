/**
 * `npm run bench:scale` (issue 23): the admin's lists, searches, the Overview, the overdue list and
 * the CSV exports on PostgreSQL with 1,000,000 bookings and 800,000 enquiries, against the same
 * calls on a nearly empty database. Needs TEST_DATABASE_URL (a server where it may create and drop
 * two databases, `bench_scale_small` and `bench_scale_big`). The big one is filled in SQL
 * (generate_series) and kept between runs (BENCH_SCALE_REFILL=1 fills it again), since filling
 * and indexing take minutes. Each call runs in this process through the same service functions
 * the routes call; times are the median of 3 (after one warm-up), exports run once, with this
 * process's resident memory sampled every 50 ms while the file streams.
 */
import { performance } from "node:perf_hooks";
import pg from "pg";
import { openDatabase, type Database } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { loadOverview } from "../app/features/admin-dashboard/overview-service.server";
import {
  countBookings,
  eachBookingBatch,
  listBookings,
} from "../app/features/bookings/lists/booking-list.server";
import {
  countEnquiries,
  eachEnquiryBatch,
  listEnquiries,
} from "../app/features/enquiries/enquiry-list.server";
import { listOverdueBalances } from "../app/features/bookings/payments/overdue-list.server";
import { countOrders, eachOrderBatch, listOrders } from "../app/features/shop/admin/order-list.server";
import { orderCsvRow } from "../app/features/shop/admin/order-admin-list";
import { csvStreamResponse } from "../app/lib/csv.server";
import type { ListKey } from "../app/lib/keyset-page";

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error("bench:scale needs TEST_DATABASE_URL (a PostgreSQL server it may create databases on)");
  process.exit(1);
}

const BIG = { bookings: 1_000_000, enquiries: 800_000, orders: 50_000 };
const SMALL = { bookings: 100, enquiries: 80, orders: 20 };

function databaseUrl(name: string): string {
  const parsed = new URL(url!);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Bookings spread over three years, newest first by `i`; a month of pending, a tenth cancelled. */
function fillSql(n: typeof BIG): string[] {
  return [
    `INSERT INTO bookings (reference, package_title, customer_name, customer_email, customer_phone,
       travel_date, number_of_travelers, price_per_person, total_amount, status, request_hash,
       booking_date, updated_at)
     SELECT 'SF-' || translate(upper(lpad(to_hex(i), 6, '0')), '01', 'WX'),
       (ARRAY['Leh Ladakh Bike Expedition','Spiti Valley Circuit','Kashmir Great Lakes','Tawang Monastery Trail',
              'Kedarkantha Winter Trek','Goa Beach Escape','Kerala Backwaters','Andaman Islands'])[1 + i % 8],
       (ARRAY['Aarav','Vivaan','Aditya','Ishaan','Meera','Ananya','Diya','Kabir','Rohan','Saanvi'])[1 + i % 10]
         || ' ' || (ARRAY['Sharma','Verma','Iyer','Nair','Khan','Singh','Das','Reddy','Gupta','Bose'])[1 + (i / 10) % 10]
         || ' ' || i,
       'guest' || i || '@example.com',
       CASE i % 3 WHEN 0 THEN '+91 9' || substr(lpad(i::text, 9, '0'), 1, 4) || ' ' || substr(lpad(i::text, 9, '0'), 5)
                  WHEN 1 THEN '09' || lpad(i::text, 9, '0') ELSE '9' || lpad(i::text, 9, '0') END,
       date '2024-01-01' + (i % 1200), 1 + i % 4, 15000 + (i % 20) * 1000, (15000 + (i % 20) * 1000) * (1 + i % 4),
       CASE WHEN i <= ${Math.round(n.bookings * 0.03)} THEN 'pending' WHEN i % 10 = 0 THEN 'cancelled' ELSE 'confirmed' END,
       'bench-' || i, now() - i * interval '90 seconds', now() - i * interval '90 seconds'
     FROM generate_series(1, ${n.bookings}) AS i`,
    `INSERT INTO enquiries (source, name, email, phone, subject, message, destination, created_at)
     SELECT (ARRAY['website','popup','chatbot','newsletter','offers_page Subscription','other'])[1 + i % 6],
       (ARRAY['Arjun','Kavya','Nikhil','Pooja','Rahul','Sneha','Tara','Uday','Varun','Zara'])[1 + i % 10] || ' Lead ' || i,
       'lead' || i || '@example.org',
       CASE i % 2 WHEN 0 THEN '+91 8' || substr(lpad(i::text, 9, '0'), 1, 4) || ' ' || substr(lpad(i::text, 9, '0'), 5)
                  ELSE '8' || lpad(i::text, 9, '0') END,
       'Trip question ' || i, 'We are a family of four looking at dates in the spring, request ' || i,
       (ARRAY['Ladakh','Spiti','Kashmir','Tawang','Goa','Kerala'])[1 + i % 6],
       now() - i * interval '110 seconds'
     FROM generate_series(1, ${n.enquiries}) AS i
     ON CONFLICT DO NOTHING`,
    `INSERT INTO gear_orders (reference, customer_name, customer_email, address, city, zip, country,
       payment_method, subtotal_paise, shipping_paise, total_paise, status, request_hash, created_at)
     SELECT 'SO-' || translate(upper(lpad(to_hex(i), 6, '0')), '01', 'WX'), 'Buyer ' || i, 'buyer' || i || '@example.net',
       i || ' MG Road', (ARRAY['Delhi','Mumbai','Pune','Leh'])[1 + i % 4], '110001', 'India', 'cod',
       250000, 0, 250000, CASE WHEN i <= 200 THEN 'received' ELSE 'delivered' END, 'bench-order-' || i,
       now() - i * interval '30 minutes'
     FROM generate_series(1, ${n.orders}) AS i`,
    "VACUUM ANALYZE",
  ];
}

async function prepare(name: string, size: typeof BIG, refill: boolean): Promise<Database> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount;
  if (exists && refill) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  if (!exists || refill) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: databaseUrl(name), timeoutMs: 600_000 });
  await migrateDatabase(database);
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings");
  if (Number(rows[0]?.n) < size.bookings) {
    const started = performance.now();
    process.stdout.write(`filling ${name} (${size.bookings.toLocaleString("en-IN")} bookings) ...`);
    await client.query("TRUNCATE bookings, enquiries, gear_orders CASCADE");
    for (const statement of fillSql(size)) await client.query(statement);
    console.log(` ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await client.end();
  return database;
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1]!;
}

type Export = { ms: number; firstByteMs: number; bytes: number; rows: number; rssGrowthMb: number };

async function timeExport(response: () => Response): Promise<Export> {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const reader = response().body!.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  let rows = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByteMs) firstByteMs = performance.now() - started;
    bytes += value.length;
    for (const byte of value) if (byte === 10) rows += 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, firstByteMs, bytes, rows: rows - 1, rssGrowthMb: (peak - before) / 1024 / 1024 };
}

/** The key of the row `depth` rows down the newest-first list: a cursor deep in the table. */
async function deepCursor(database: Database, table: string, at: string, depth: number): Promise<ListKey> {
  const client = new pg.Client({ connectionString: database.url! });
  await client.connect();
  const { rows } = await client.query<{ at: string; id: string }>(
    `SELECT to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id::text AS id
     FROM ${table} ORDER BY ${at} DESC, id DESC OFFSET $1 LIMIT 1`,
    [depth],
  );
  await client.end();
  return [rows[0]!.at, rows[0]!.id];
}

type Case = { name: string; run: (db: Database["db"], deep: Record<string, ListKey>) => Promise<unknown> };

const L = 50;
const cases: Case[] = [
  { name: "bookings: first page", run: (db) => listBookings(db, { limit: L }) },
  {
    name: "bookings: page deep in the table (cursor)",
    run: (db, d) => listBookings(db, { limit: L, cursor: d.bookings }),
  },
  { name: "bookings: status pending", run: (db) => listBookings(db, { limit: L, status: "pending" }) },
  {
    name: "bookings screen: page 3 + capped count",
    run: (db) => Promise.all([listBookings(db, { limit: 20, skip: 40 }), countBookings(db, {})]),
  },
  { name: "bookings search: name", run: (db) => listBookings(db, { limit: L, q: "Meera Iyer 7" }) },
  { name: "bookings search: email", run: (db) => listBookings(db, { limit: L, q: "guest4242@example" }) },
  { name: "bookings search: reference", run: (db) => listBookings(db, { limit: L, q: "sf-WWWWA4" }) },
  {
    name: "bookings search: phone +91 98765 43210",
    run: (db) => listBookings(db, { limit: L, q: "+91 90000 00045" }),
  },
  {
    name: "bookings search: phone 09876543210",
    run: (db) => listBookings(db, { limit: L, q: "09000000046" }),
  },
  { name: "bookings search: part of a phone", run: (db) => listBookings(db, { limit: L, q: "000047" }) },
  { name: "enquiries: first page", run: (db) => listEnquiries(db, { limit: L }) },
  {
    name: "enquiries: page deep in the table (cursor)",
    run: (db, d) => listEnquiries(db, { limit: L, cursor: d.enquiries }),
  },
  {
    name: "enquiries screen: source + capped count",
    run: (db) =>
      Promise.all([
        listEnquiries(db, { limit: 10, source: "popup" }),
        countEnquiries(db, { source: "popup" }),
      ]),
  },
  { name: "enquiries search: name", run: (db) => listEnquiries(db, { limit: L, q: "Kavya Lead 51" }) },
  { name: "enquiries search: phone", run: (db) => listEnquiries(db, { limit: L, q: "+91 80000 00052" }) },
  { name: "orders: first page", run: (db) => listOrders(db, { limit: L }) },
  {
    name: "orders screen: status + capped count",
    run: (db) =>
      Promise.all([
        listOrders(db, { limit: L, status: "received" }),
        countOrders(db, { status: "received" }),
      ]),
  },
  { name: "orders search: reference", run: (db) => listOrders(db, { limit: L, q: "SO-WWWW3X" }) },
  { name: "Overview", run: (db) => loadOverview(db) },
  { name: "overdue: first page", run: (db) => listOverdueBalances(db, { limit: L }) },
];

async function main() {
  const refill = process.env.BENCH_SCALE_REFILL === "1";
  const small = await prepare("bench_scale_small", SMALL, true);
  const big = await prepare("bench_scale_big", BIG, refill);
  const deep = {
    bookings: await deepCursor(big, "bookings", "booking_date", 500_000),
    enquiries: await deepCursor(big, "enquiries", "created_at", 400_000),
  };
  const deepSmall = {
    bookings: await deepCursor(small, "bookings", "booking_date", 50),
    enquiries: await deepCursor(small, "enquiries", "created_at", 40),
  };

  const table: string[] = [
    "| call | nearly empty (ms) | 1,000,000 bookings (ms) | target (ms) | met |",
    "|---|---:|---:|---:|:-:|",
  ];
  let failures = 0;
  for (const c of cases) {
    const smallMs = await median(() => c.run(small.db, deepSmall));
    const bigMs = await median(() => c.run(big.db, deep));
    const target = Math.max(5 * smallMs, 150);
    const met = bigMs <= target;
    if (!met) failures += 1;
    table.push(
      `| ${c.name} | ${smallMs.toFixed(1)} | ${bigMs.toFixed(1)} | ${target.toFixed(0)} | ${met ? "yes" : "**no**"} |`,
    );
    console.log(table.at(-1));
  }

  const exportsTable = [
    "| export | rows | size (MB) | first byte (ms) | complete (s) | resident memory growth (MB) | met |",
    "|---|---:|---:|---:|---:|---:|:-:|",
  ];
  const exports: [string, () => Response][] = [
    [
      "bookings.csv",
      () => csvStreamResponse("b.csv", ["json"], eachBookingBatch(big.db, {}), (b) => [JSON.stringify(b)]),
    ],
    [
      "enquiries.csv",
      () => csvStreamResponse("e.csv", ["json"], eachEnquiryBatch(big.db, {}), (e) => [JSON.stringify(e)]),
    ],
    ["shop-orders.csv", () => csvStreamResponse("o.csv", ["json"], eachOrderBatch(big.db, {}), orderCsvRow)],
  ];
  for (const [name, response] of exports) {
    const e = await timeExport(response);
    const met = e.firstByteMs < 2000 && e.rssGrowthMb < 100;
    if (!met) failures += 1;
    exportsTable.push(
      `| ${name} | ${e.rows.toLocaleString("en-IN")} | ${(e.bytes / 1024 / 1024).toFixed(0)} | ${e.firstByteMs.toFixed(0)} | ${(e.ms / 1000).toFixed(1)} | ${e.rssGrowthMb.toFixed(0)} | ${met ? "yes" : "**no**"} |`,
    );
    console.log(exportsTable.at(-1));
  }

  console.log(`\n${table.join("\n")}\n\n${exportsTable.join("\n")}\n`);
  console.log(failures ? `${failures} target(s) missed` : "every target met");
  await small.close();
  await big.close();
}

await main();
