import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers, bookings, contacts, enquiries } from "../../db/schema";
import type { StaffRole } from "../../domain/staff-values";
import { createApiToken } from "../../app/features/admin-auth/admin-auth-service.server";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createAdminRow } from "../factories/admin-factory";
import { createTourRow } from "../factories/tour-factory";
import { testServerForFile } from "../setup/test-server";

/** Issue 28: contacts, their pipeline and timeline, merges, and where leads come from. */
const serverOf = testServerForFile();
const json = { "content-type": "application/json" };

async function staff(role: StaffRole) {
  const { db } = serverOf().database;
  const admin = await createAdminRow(db);
  await db.update(adminUsers).set({ role }).where(eq(adminUsers.id, admin.id));
  return { admin, headers: { authorization: `Bearer ${await createApiToken(db, admin.id, role)}` } };
}

const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
const send = (path: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
  serverOf().fetch(path, { method, headers: { ...json, ...headers }, body: JSON.stringify(body) });

async function contactIdOfLead(phone: string): Promise<string> {
  const [row] = await serverOf().database.db.select().from(enquiries).where(eq(enquiries.phone, phone));
  return row!.contactId!;
}

describe("where leads come from (first-touch cookie)", () => {
  it("the first landing with utm parameters sets a first-party cookie; a later landing does not replace it", async () => {
    const response = await serverOf().fetch(
      "/about?utm_source=google&utm_medium=cpc&utm_campaign=kerala-monsoon",
    );
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^sf_first_touch=/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const again = await serverOf().fetch("/about?utm_source=facebook", {
      headers: { cookie: cookie.split(";")[0]! },
    });
    expect(again.headers.get("set-cookie")).toBeNull();
    const plain = await serverOf().fetch("/about");
    expect(plain.headers.get("set-cookie")).toBeNull();
  });

  it("an external Referer is kept as the referring site's host", async () => {
    const response = await serverOf().fetch("/", { headers: { referer: "https://www.instagram.com/p/abc" } });
    expect(decodeURIComponent(response.headers.get("set-cookie") ?? "")).toContain("r=www.instagram.com");
  });

  it("the cookie's values reach the lead, its contact, and the booking made later", async () => {
    const landing = await serverOf().fetch("/?utm_source=newsletter&utm_medium=email&utm_campaign=diwali");
    const cookie = landing.headers.get("set-cookie")!.split(";")[0]!;
    const mobile = newMobile();
    const lead = await send(
      "/api/contact",
      "POST",
      { name: "Farah", phone: mobile, source: "popup" },
      { cookie },
    );
    expect(lead.status).toBe(201);
    const { db } = serverOf().database;
    const [row] = await db.select().from(enquiries).where(eq(enquiries.phone, mobile));
    expect(row).toMatchObject({ utmSource: "newsletter", utmMedium: "email", utmCampaign: "diwali" });
    const [contact] = await db.select().from(contacts).where(eq(contacts.id, row!.contactId!));
    expect(contact).toMatchObject({ utmSource: "newsletter", utmCampaign: "diwali", phone: `+91${mobile}` });

    const tour = await createTourRow(db);
    const booked = await send(
      "/api/bookings",
      "POST",
      {
        package_id: tour.id,
        travel_date: addDays(todayInIndia(), 30),
        number_of_travelers: 2,
        total_amount: 1,
        customer_name: "Farah Khan",
        customer_email: `farah-${randomUUID().slice(0, 8)}@example.com`,
        customer_phone: `0${mobile}`,
      },
      { cookie },
    );
    expect(booked.status).toBe(201);
    const { booking } = await booked.json();
    const [bookingRow] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booking._id ?? booking.id));
    expect(bookingRow).toMatchObject({
      utmSource: "newsletter",
      utmCampaign: "diwali",
      contactId: contact!.id,
    });

    const { headers } = await staff("agent");
    const report = await (await serverOf().fetch("/api/reports/lead-sources", { headers })).json();
    expect(report.rows).toContainEqual(
      expect.objectContaining({ utm_source: "newsletter", utm_campaign: "diwali", leads: 1, bookings: 1 }),
    );
  });
});

describe("GET /api/contacts", () => {
  it("pages with a Link header, and finds a contact by any spelling of its phone", async () => {
    const { headers } = await staff("agent");
    const mobile = newMobile();
    for (let i = 0; i < 3; i++) {
      const phone = i === 0 ? mobile : newMobile();
      expect(
        (await send("/api/contact", "POST", { name: `Paged ${"abc"[i]}`, phone, source: "popup" })).status,
      ).toBe(201);
    }
    const first = await serverOf().fetch("/api/contacts?limit=2", { headers });
    expect(first.status).toBe(200);
    expect(await first.json()).toHaveLength(2);
    const link = first.headers.get("link")!;
    expect(link).toMatch(/^<\/api\/contacts\?limit=2&cursor=[\w-]+>; rel="next"$/);
    const second = await serverOf().fetch(link.slice(1, link.indexOf(">")), { headers });
    expect((await second.json()).length).toBeGreaterThan(0);

    for (const q of [`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, `0${mobile}`, mobile.slice(2, 8)]) {
      const found = await (
        await serverOf().fetch(`/api/contacts?q=${encodeURIComponent(q)}`, { headers })
      ).json();
      expect(found.map((contact: { phone: string }) => contact.phone)).toContain(`+91${mobile}`);
    }
    const byName = await (await serverOf().fetch("/api/contacts?q=paged%20a", { headers })).json();
    expect(byName.map((contact: { name: string }) => contact.name)).toContain("Paged a");
  });

  it("filters by stage and owner, and refuses an unknown stage", async () => {
    const { admin, headers } = await staff("agent");
    const mobile = newMobile();
    await send("/api/contact", "POST", { name: "Owned", phone: mobile, source: "popup" });
    const id = await contactIdOfLead(mobile);
    const patched = await send(
      `/api/contacts/${id}`,
      "PATCH",
      { stage: "contacted", owner_id: admin.loginId },
      headers,
    );
    expect(patched.status).toBe(200);
    const mine = await (
      await serverOf().fetch(`/api/contacts?status=contacted&owner=${admin.loginId}`, { headers })
    ).json();
    expect(mine.map((contact: { id: string }) => contact.id)).toEqual([id]);
    const bad = await serverOf().fetch("/api/contacts?status=sleeping", { headers });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.status).toBeTruthy();
  });
});

describe("one contact", () => {
  it("shows its timeline; stage, owner, follow-up and notes go on it; lost needs a reason", async () => {
    const { admin, headers } = await staff("agent");
    const mobile = newMobile();
    await send("/api/contact", "POST", { name: "Timeline", phone: mobile, source: "popup" });
    await send("/api/contact/chatbot", "POST", { name: "Timeline", phone: `0${mobile}` });
    const id = await contactIdOfLead(mobile);
    await send(
      `/api/contacts/${id}`,
      "PATCH",
      { stage: "contacted", next_follow_up: "2026-12-24", owner_id: admin.loginId },
      headers,
    );
    const note = await send(
      `/api/contacts/${id}/notes`,
      "POST",
      { kind: "call", text: "Called; wants Spiti" },
      headers,
    );
    expect(note.status).toBe(201);
    const lost = await send(`/api/contacts/${id}`, "PATCH", { stage: "lost" }, headers);
    expect(lost.status).toBe(400);
    expect((await lost.json()).errors.lost_reason).toBeTruthy();

    const detail = await (await serverOf().fetch(`/api/contacts/${id}`, { headers })).json();
    expect(detail.contact).toMatchObject({
      stage: "contacted",
      owner_id: admin.loginId,
      next_follow_up: "2026-12-24",
    });
    const kinds = detail.timeline.map((event: { kind: string }) => event.kind);
    expect(kinds.filter((kind: string) => kind === "enquiry")).toHaveLength(2);
    expect(kinds).toEqual(expect.arrayContaining(["stage", "owner", "follow_up", "call"]));
    expect(detail.timeline[0]).toMatchObject({ kind: "call", by: admin.loginId });
    const missing = await serverOf().fetch(`/api/contacts/${randomUUID()}`, { headers });
    expect(missing.status).toBe(404);
  });

  it("merging: managers may, agents may not; every entry moves and the merged contact points at the kept one", async () => {
    const agent = await staff("agent");
    const manager = await staff("manager");
    const [a, b] = [newMobile(), newMobile()];
    await send("/api/contact", "POST", { name: "Twin", phone: a, source: "popup" });
    await send("/api/contact", "POST", { name: "Twin", phone: b, source: "popup" });
    const [from, into] = [await contactIdOfLead(a), await contactIdOfLead(b)];
    const refused = await send(`/api/contacts/${from}/merge`, "POST", { into }, agent.headers);
    expect(refused.status).toBe(403);
    const merged = await send(`/api/contacts/${from}/merge`, "POST", { into }, manager.headers);
    expect(merged.status).toBe(200);
    expect((await merged.json()).contact.id).toBe(into);
    const detail = await (await serverOf().fetch(`/api/contacts/${into}`, { headers: agent.headers })).json();
    expect(detail.timeline.filter((event: { kind: string }) => event.kind === "enquiry")).toHaveLength(2);
    const old = await (await serverOf().fetch(`/api/contacts/${from}`, { headers: agent.headers })).json();
    expect(old.contact.merged_into).toBe(into);
    const listed = await (await serverOf().fetch(`/api/contacts?q=${a}`, { headers: agent.headers })).json();
    expect(listed.map((contact: { id: string }) => contact.id)).not.toContain(from);
    const again = await send(`/api/contacts/${from}/merge`, "POST", { into }, manager.headers);
    expect(again.status).toBe(409);
  });

  it("is for staff only", async () => {
    expect((await serverOf().fetch("/api/contacts")).status).toBe(401);
    expect((await serverOf().fetch("/api/reports/lead-sources")).status).toBe(401);
  });
});
