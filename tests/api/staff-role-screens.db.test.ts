import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers } from "../../db/schema";
import type { StaffRole } from "../../domain/staff-values";
import { createAdminRow } from "../factories/admin-factory";
import { createTourRow } from "../factories/tour-factory";
import { postLogin } from "../setup/admin";
import { testServerForFile } from "../setup/test-server";

/**
 * Issue 38 major 9 and issue 37 L7: each role is offered only what it may do, and a page it may
 * not open answers 403 with the reason ("Your role (agent) cannot …"), never "Something went wrong".
 */
const serverOf = testServerForFile({ TRUST_PROXY: "true" });

let addressCount = 0;

async function sessionOf(role: StaffRole): Promise<string> {
  const { db } = serverOf().database;
  const admin = await createAdminRow(db);
  await db.update(adminUsers).set({ role }).where(eq(adminUsers.id, admin.id));
  const login = await postLogin(
    serverOf().fetch,
    { id: admin.loginId, password: admin.password },
    { "x-forwarded-for": `198.19.38.${++addressCount}` },
  );
  expect(login.status).toBe(200);
  return (login.headers.get("set-cookie") ?? "").split(";")[0]!;
}

async function page(cookie: string, path: string) {
  const response = await serverOf().fetch(path, { headers: { cookie }, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** The sidebar's links: label → href. */
function sidebarOf(html: string): Record<string, string> {
  const nav = /<nav id="admin-nav"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return Object.fromEntries(
    [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2]!.trim(), m[1]!]),
  );
}

describe("each role sees only its own work (issue 38, major 9)", { timeout: 120_000 }, () => {
  it("an agent's sidebar has no Pricing, tour editing, Feedback, Personal data, Settings or Staff", async () => {
    const cookie = await sessionOf("agent");
    const overview = await page(cookie, "/admin");
    expect(overview.status).toBe(200);
    const tabs = sidebarOf(overview.html);
    expect(Object.keys(tabs)).toEqual([
      "Overview",
      "Bookings",
      "Payments",
      "Tour Management",
      "Enquiry",
      "Contacts",
      "Shop Orders",
      "Emails",
    ]);
    // Tour Management opens where an agent works: departures, manifests and the waitlist
    expect(tabs["Tour Management"]).toBe("/admin/tours/departures");
    expect((await page(cookie, "/admin/tours")).location).toBe("/admin/tours/departures");
    const departures = await page(cookie, "/admin/tours/departures");
    expect(departures.html).not.toContain('href="/admin/tours/upload"');
    expect(departures.html).toContain('href="/admin/tours/waitlist"');

    for (const path of ["/admin/bookings", "/admin/enquiries", "/admin/shop-orders"]) {
      const list = await page(cookie, path);
      expect(list.status, path).toBe(200);
      expect(list.html, path).not.toContain("Export CSV");
    }
  });

  it("a page an agent may not open answers 403 naming the role and the work, inside the admin shell", async () => {
    const cookie = await sessionOf("agent");
    const cases: [string, string][] = [
      ["/admin/pricing", "Your role (agent) cannot change prices, offers or promo codes."],
      ["/admin/tours/upload", "Your role (agent) cannot change tours, departures or reviews."],
      ["/admin/people", "Your role (agent) cannot download exports or a person&#x27;s data."],
      ["/admin/settings", "Your role (agent) cannot change the agency&#x27;s settings."],
      ["/admin/notifications", "Your role (agent) cannot send notifications to subscribers."],
    ];
    for (const [path, message] of cases) {
      const refused = await page(cookie, path);
      expect(refused.status, path).toBe(403);
      expect(refused.html, path).toContain(message);
      expect(refused.html, path).not.toContain("Something went wrong");
      expect(sidebarOf(refused.html), path).toHaveProperty("Bookings", "/admin/bookings");
    }
    const csv = await page(cookie, "/admin/export/bookings.csv");
    expect(csv.status).toBe(403);
  });

  it("a manager has Pricing, tours and exports but not Settings or Staff; the owner has every tab", async () => {
    const manager = sidebarOf((await page(await sessionOf("manager"), "/admin")).html);
    expect(manager).toMatchObject({ Pricing: "/admin/pricing", "Tour Management": "/admin/tours/upload" });
    expect(manager).toHaveProperty("Personal data");
    expect(manager).not.toHaveProperty("Settings");
    expect(manager).not.toHaveProperty("Staff");
    const owner = sidebarOf((await page(await sessionOf("owner"), "/admin")).html);
    expect(Object.keys(owner)).toHaveLength(14);
  });
});

describe("exports are one rule (issue 37, L7)", { timeout: 120_000 }, () => {
  it("an agent cannot download a manifest's Excel; a manager can", async () => {
    const tour = await createTourRow(serverOf().database.db);
    const path = `/api/tours/${tour.id}/manifest.xlsx?date=2030-03-15`;
    const agent = await serverOf().fetch(path, { headers: { cookie: await sessionOf("agent") } });
    expect(agent.status).toBe(403);
    expect((await agent.json()).message).toBe(
      "Your role (agent) cannot download exports or a person's data. Ask the agency's owner.",
    );
    const manager = await serverOf().fetch(path, { headers: { cookie: await sessionOf("manager") } });
    expect(manager.status).toBe(200);
  });
});
