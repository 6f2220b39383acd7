import { randomUUID } from "node:crypto";
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, outboxEmails } from "../../db/schema";
import { createEnquiryRow } from "../factories/enquiry-factory";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

function post(path: string, body: unknown) {
  return server.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function enquiriesWith(column: "name" | "email", value: string) {
  return server.database.db.select().from(enquiries).where(eq(enquiries[column], value));
}

/** The agency's notices naming this lead (in the body: subjects carry no caller text, issue 8). */
async function noticesAbout(name: string) {
  return server.database.db
    .select()
    .from(outboxEmails)
    .where(
      and(like(outboxEmails.textBody, `%${name}%`), eq(outboxEmails.toAddress, server.config.AGENCY_EMAIL)),
    );
}

// letters only (hex digits 0-9 read as g-p): names take no digits (issue 22)
const unique = () =>
  randomUUID()
    .slice(0, 8)
    .replace(/[0-9]/g, (digit) => "ghijklmnop"[Number(digit)]!);

describe("POST /api/contact: popup", () => {
  it("stores the lead with source popup and emails the agency", async () => {
    const name = `Asha ${unique()}`;
    const response = await post("/api/contact/", { name, phone: "+91 98765-43210", destination: "Kerala" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ success: true, message: expect.any(String) });

    const [row] = await enquiriesWith("name", name);
    expect(row).toMatchObject({ source: "popup", phone: "+919876543210", destination: "Kerala" });
    const notices = await noticesAbout(name);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ toAddress: server.config.AGENCY_EMAIL, status: "pending" });
    expect(notices[0]!.textBody).toContain("Kerala");
  });

  it("answers the same without the trailing slash, destination optional", async () => {
    const name = `Ravi ${unique()}`;
    const response = await post("/api/contact", { name, phone: "9876543210" });
    expect(response.status).toBe(201);
    expect(await enquiriesWith("name", name)).toHaveLength(1);
  });

  it("answers 400 per field for a missing name and a bad mobile number, storing nothing", async () => {
    for (const phone of ["12345", "98765abcde", "9".repeat(13), ""]) {
      const name = `Bad ${unique()}`;
      const response = await post("/api/contact/", { name, phone });
      expect(response.status, phone).toBe(400);
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(body.errors.phone).toBe("Please enter a valid mobile number (10-12 digits)");
      expect(await enquiriesWith("name", name)).toHaveLength(0);
    }
    const response = await post("/api/contact/", { phone: "9876543210" });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toEqual(["name"]);
  });
});

describe("POST /api/contact: contact form", () => {
  it("stores the message with source website and queues the agency's email", async () => {
    const name = `Meera ${unique()}`;
    const response = await post("/api/contact", {
      name,
      email: " Meera@Example.COM ",
      phone: "",
      subject: "Custom Trip Planning",
      message: "A week in Spiti for four, in June?",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: "Message sent successfully!" });

    const [row] = await enquiriesWith("name", name);
    expect(row).toMatchObject({
      source: "website",
      email: "meera@example.com",
      subject: "Custom Trip Planning",
      message: "A week in Spiti for four, in June?",
    });
    const notices = await noticesAbout(name);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.toAddress).toBe(server.config.AGENCY_EMAIL);
    expect(notices[0]!.textBody).toContain("A week in Spiti for four, in June?");
    // and the visitor hears that it arrived (issue 38)
    const acknowledged = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, "meera@example.com"));
    expect(acknowledged.map((email) => email.subject)).toContainEqual(
      expect.stringMatching(/^We have your message/),
    );
  });

  it("answers 400 with the form's messages, never 500, for bad or odd bodies", async () => {
    const response = await post("/api/contact", { name: "", email: "not-an-email", message: "   " });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body.errors).sort()).toEqual(["email", "message", "name"]);
    expect(body.errors.email).toBe("Please enter a valid email address");

    const nul = await post("/api/contact", { name: "A", email: "a@example.com", message: "x\u0000y" });
    expect(nul.status).toBe(400);
    for (const odd of ["{not json", "[]", '"text"', "null", "42"]) {
      const answer = await post("/api/contact", odd);
      expect(answer.status, odd).toBe(400);
      expect((await answer.json()).success).toBe(false);
    }
  });

  it("stores hostile text literally", async () => {
    const name = `Zoe ${unique()}`;
    const message = "<script>alert(1)</script> '; DROP TABLE enquiries; -- ${7*7} {{constructor}}";
    const response = await post("/api/contact", { name, email: "x@example.com", message });
    expect(response.status).toBe(201);
    const [row] = await enquiriesWith("name", name);
    expect(row?.message).toBe(message);
    const refused = await post("/api/contact", {
      name: "<script>alert(1)</script>",
      email: "x@example.com",
      message,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ name: "Please enter a name using letters only" });
  });
});

describe("POST /api/contact: newsletter signups", () => {
  it("accepts a repeated email and stores it once, across both signup boxes, emailing nobody", async () => {
    const email = `news-${unique()}@example.com`;
    const first = await post("/api/contact/", { email, source: "newsletter" });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ success: true, message: "Thank you for subscribing!" });

    const again = await post("/api/contact/", { email: ` ${email.toUpperCase()} `, source: "newsletter" });
    expect(again.status).toBe(200);
    expect((await again.json()).success).toBe(true);
    const offers = await post("/api/contact", { email, source: "offers_page Subscription" });
    expect(offers.status).toBe(200);
    expect((await offers.json()).success).toBe(true);

    const rows = await enquiriesWith("email", email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe("newsletter");
    expect(await noticesAbout(email)).toHaveLength(0);
  });

  it("stores an offers-page signup with its own source", async () => {
    const email = `offers-${unique()}@example.com`;
    const response = await post("/api/contact", { email, source: "offers_page Subscription" });
    expect(response.status).toBe(201);
    expect((await response.json()).success).toBe(true);
    expect((await enquiriesWith("email", email))[0]?.source).toBe("offers_page Subscription");
  });

  it("answers 400 for a bad email or an unknown source", async () => {
    const bad = await post("/api/contact", { email: "nope@", source: "newsletter" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ email: "Please enter a valid email address" });
    const unknown = await post("/api/contact", { email: "a@example.com", source: "billboard" });
    expect(unknown.status).toBe(400);
    expect(Object.keys((await unknown.json()).errors)).toEqual(["source"]);
  });
});

describe("POST /api/contact/chatbot", () => {
  it("stores the chat lead with its timestamp and emails the agency", async () => {
    const name = `Kabir ${unique()}`;
    const response = await post("/api/contact/chatbot", {
      name,
      phone: "919876543210",
      timestamp: "2026-03-01T10:15:00.000Z",
    });
    expect(response.status).toBe(201);
    expect((await response.json()).success).toBe(true);
    const [row] = await enquiriesWith("name", name);
    expect(row).toMatchObject({ source: "chatbot", phone: "919876543210" });
    expect(row?.clientTimestamp?.toISOString()).toBe("2026-03-01T10:15:00.000Z");
    expect(await noticesAbout(name)).toHaveLength(1);
  });

  it("refuses a mobile number outside 10-12 digits and a bad timestamp", async () => {
    for (const phone of ["987654321", "9876543210123", "call me"]) {
      const response = await post("/api/contact/chatbot", { name: "Kabir", phone });
      expect(response.status, phone).toBe(400);
      expect((await response.json()).errors.phone).toBe("Please enter a valid mobile number (10-12 digits)");
    }
    const response = await post("/api/contact/chatbot", {
      name: "Kabir",
      phone: "9876543210",
      timestamp: "soon",
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toEqual(["timestamp"]);
  });
});

describe("GET /api/contact (admin)", () => {
  it("answers 401 without an admin session or token", async () => {
    const response = await server.fetch("/api/contact/?page=1");
    expect(response.status).toBe(401);
    const forged = await server.fetch("/api/contact", { headers: { Authorization: "Bearer forged" } });
    expect(forged.status).toBe(401);
  });

  it("pages 10 at a time, newest first, filtered by source, with true totals past the end", async () => {
    const db = server.database.db;
    const rows = [];
    for (let i = 0; i < 23; i++) rows.push(await createEnquiryRow(db, { source: "other" }));
    const newestFirst = rows.map((row) => row.id).reverse();

    const page1 = await (await server.fetch("/api/contact/?source=other", { headers: admin })).json();
    expect(page1.pagination).toEqual({ page: 1, pages: 3, total: 23, limit: 10 });
    expect(page1.data.map((e: { _id: string }) => e._id)).toEqual(newestFirst.slice(0, 10));
    expect(page1.data[0]).toMatchObject({ id: newestFirst[0], source: "other" });
    for (const field of ["name", "email", "phone", "subject", "message", "destination", "createdAt"]) {
      expect(page1.data[0]).toHaveProperty(field);
    }

    const page3 = await (await server.fetch("/api/contact?page=3&source=other", { headers: admin })).json();
    expect(page3.pagination).toMatchObject({ page: 3, pages: 3, total: 23 });
    expect(page3.data.map((e: { _id: string }) => e._id)).toEqual(newestFirst.slice(20));

    const beyond = await (await server.fetch("/api/contact?page=9&source=other", { headers: admin })).json();
    expect(beyond).toEqual({ data: [], pagination: { page: 9, pages: 3, total: 23, limit: 10 } });
  });

  it("counts every enquiry without a filter and finds one by search", async () => {
    const row = await createEnquiryRow(server.database.db, { name: `Findable ${unique()}` });
    const [{ total } = { total: -1 }] = await server.database.db.select({ total: count() }).from(enquiries);
    const all = await (await server.fetch("/api/contact", { headers: admin })).json();
    expect(all.pagination.total).toBe(total);
    expect(all.pagination.pages).toBe(Math.ceil(total / 10));

    const found = await (
      await server.fetch(`/api/contact?q=${encodeURIComponent(row.name)}`, { headers: admin })
    ).json();
    expect(found.data.map((e: { id: string }) => e.id)).toEqual([row.id]);
  });

  it("answers 400 for a bad page or source", async () => {
    for (const query of ["page=0", "page=-1", "page=abc", "page=1.5", "source=martians"]) {
      const response = await server.fetch(`/api/contact?${query}`, { headers: admin });
      expect(response.status, query).toBe(400);
      expect((await response.json()).success).toBe(false);
    }
  });
});
