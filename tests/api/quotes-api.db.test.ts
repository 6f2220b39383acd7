import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminUsers, bookings, contacts, quotes } from "../../db/schema";
import { createApiToken } from "../../app/features/admin-auth/admin-auth-service.server";
import { quoteMessages } from "../../app/features/quotes/quote-schema";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createAdminRow } from "../factories/admin-factory";
import { createQuoteContactRow, quoteBody } from "../factories/quote-factory";
import { createTourRow } from "../factories/tour-factory";
import { testServerForFile } from "../setup/test-server";

/** Issue 28, custom quotes over HTTP: an agent composes and sends; the traveller accepts. */
const serverOf = testServerForFile();

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

async function agentHeaders(role: "agent" | "manager" | "owner" = "agent") {
  const db = serverOf().database.db;
  const agent = await createAdminRow(db);
  await db.update(adminUsers).set({ role }).where(eq(adminUsers.id, agent.id));
  return { Authorization: `Bearer ${await createApiToken(db, agent.id, role)}` };
}

const today = todayInIndia();
const dated = (overrides: Record<string, unknown> = {}) =>
  quoteBody({ travel_date: addDays(today, 40), valid_until: addDays(today, 7), ...overrides });

async function composeAndSend(headers: Record<string, string>, overrides: Record<string, unknown> = {}) {
  const contact = await createQuoteContactRow(serverOf().database.db);
  const made = await serverOf().fetch(
    `/api/contacts/${contact.id}/quotes`,
    json("POST", dated(overrides), headers),
  );
  expect(made.status).toBe(201);
  const { quote } = (await made.json()) as { quote: { id: string } };
  const sent = await serverOf().fetch(`/api/quotes/${quote.id}/send`, { method: "POST", headers });
  expect(sent.status).toBe(200);
  const body = (await sent.json()) as { quote: { id: string; link: string; total: number } };
  return { contact, quote: body.quote, token: body.quote.link.replace("/quote/", "") };
}

describe("quotes over the API", { timeout: 60_000 }, () => {
  it("an agent composes and sends; accepting books the quoted total on the usual schedule", async () => {
    const agent = await agentHeaders();
    const { contact, quote, token } = await composeAndSend(agent);
    expect(quote.total).toBe(65000);
    const accept = await serverOf().fetch(
      "/api/quotes/accept",
      json("POST", { token, name: "Meera Iyer", email: contact.email, phone: "+91 98765 43210" }),
    );
    expect(accept.status).toBe(201);
    const { booking } = (await accept.json()) as { booking: { reference: string; total_amount: number } };
    expect(booking.total_amount).toBe(65000);
    const lookup = new URLSearchParams({ reference: booking.reference, contact: contact.email });
    const view = (await (await serverOf().fetch(`/api/bookings/lookup?${lookup}`)).json()) as {
      status: string;
      account: { total: number; schedule: { amount: number }[] };
    };
    expect(view.status).toBe("pending");
    expect(view.account.total).toBe(65000);
    // 40 days ahead: the 30% advance, then up to half, then the rest
    expect(view.account.schedule.map((step) => step.amount)).toEqual([19500, 13000, 32500]);
    const [row] = await serverOf().database.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row!.stage).toBe("won");
  });

  it("answers 400 with a message per field to a bad quote or a bad acceptance", async () => {
    const db = serverOf().database.db;
    const agent = await agentHeaders();
    const contact = await createQuoteContactRow(db);
    const bad = await serverOf().fetch(
      `/api/contacts/${contact.id}/quotes`,
      json(
        "POST",
        dated({
          title: "",
          number_of_travelers: 0,
          price_lines: [],
          travel_date: "2026-02-30",
          itinerary: [{}],
        }),
        agent,
      ),
    );
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        "title",
        "number_of_travelers",
        "price_lines",
        "travel_date",
        "itinerary.0.title",
      ]),
    );
    const { token } = await composeAndSend(agent);
    const badAccept = await serverOf().fetch(
      "/api/quotes/accept",
      json("POST", { token, name: "", email: "nope", phone: "12" }),
    );
    expect(badAccept.status).toBe(400);
    expect(Object.keys(((await badAccept.json()) as { errors: object }).errors).sort()).toEqual([
      "email",
      "name",
      "phone",
    ]);
    const forged = await serverOf().fetch(
      "/api/quotes/accept",
      json("POST", {
        token: `${token.slice(0, -3)}AAA`,
        name: "Meera",
        email: "m@example.com",
        phone: "9876543210",
      }),
    );
    expect(forged.status).toBe(404);
    const emptyChanges = await serverOf().fetch("/api/quotes/changes", json("POST", { token, message: " " }));
    expect(emptyChanges.status).toBe(400);
  });

  it("an expired quote answers 409 and makes no booking", async () => {
    const agent = await agentHeaders();
    const { contact, quote, token } = await composeAndSend(agent);
    await serverOf()
      .database.db.update(quotes)
      .set({ validUntil: addDays(today, -1) })
      .where(eq(quotes.id, quote.id));
    const accept = await serverOf().fetch(
      "/api/quotes/accept",
      json("POST", { token, name: "Meera Iyer", email: contact.email, phone: "9876543210" }),
    );
    expect(accept.status).toBe(409);
    expect(((await accept.json()) as { message: string }).message).toBe(quoteMessages.expired);
    expect(
      await serverOf().database.db.select().from(bookings).where(eq(bookings.contactId, contact.id)),
    ).toEqual([]);
  });

  it("an earlier version's page goes on to the newest, saying it was updated", async () => {
    const agent = await agentHeaders();
    const { quote, token } = await composeAndSend(agent);
    const revised = await serverOf().fetch(`/api/quotes/${quote.id}/revise`, {
      method: "POST",
      headers: agent,
    });
    const { quote: draft } = (await revised.json()) as { quote: { id: string } };
    const put = await serverOf().fetch(
      `/api/quotes/${draft.id}`,
      json("PUT", dated({ title: "Kerala v2" }), agent),
    );
    expect(put.status).toBe(200);
    // a sent version cannot be changed
    const sentPut = await serverOf().fetch(`/api/quotes/${quote.id}`, json("PUT", dated(), agent));
    expect(sentPut.status).toBe(409);
    await serverOf().fetch(`/api/quotes/${draft.id}/send`, { method: "POST", headers: agent });

    const page = await serverOf().fetch(`/quote/${token}`, { redirect: "manual" });
    expect(page.status).toBe(302);
    const next = page.headers.get("location")!;
    expect(next).toMatch(/^\/quote\/.+\?updated=1$/);
    const newest = await serverOf().fetch(next);
    expect(newest.status).toBe(200);
    const html = await newest.text();
    expect(html).toContain("Kerala v2");
    expect(html).toContain("This quote was updated");
    const view = await serverOf().fetch(`/api/quotes/view?token=${encodeURIComponent(token)}`);
    expect(await view.json()).toMatchObject({ updated: true, version: 2, title: "Kerala v2" });
  });

  it("lists quotes newest first, a page at a time", async () => {
    const agent = await agentHeaders();
    await composeAndSend(agent);
    await composeAndSend(agent);
    const first = await serverOf().fetch("/api/quotes?limit=1", { headers: agent });
    expect(first.status).toBe(200);
    expect(first.headers.get("link")).toMatch(/rel="next"/);
    const [newest] = (await first.json()) as { created_at: string }[];
    const rest = (await (await serverOf().fetch("/api/quotes?limit=50", { headers: agent })).json()) as {
      created_at: string;
    }[];
    expect(rest[0]!.created_at).toBe(newest!.created_at);
    expect(rest.map((q) => q.created_at)).toEqual([...rest.map((q) => q.created_at)].sort().reverse());
  });
});

describe("an agent's price (issue 37, M1)", { timeout: 60_000 }, () => {
  it("an agent's quote more than the discount limit below the package's price waits for a manager's approval", async () => {
    const agent = await agentHeaders();
    const manager = await agentHeaders("manager");
    const tour = await createTourRow(serverOf().database.db, { price: 49_998 });
    const contact = await createQuoteContactRow(serverOf().database.db);
    const compose = async (headers: Record<string, string>, amount: number) => {
      const made = await serverOf().fetch(
        `/api/contacts/${contact.id}/quotes`,
        json(
          "POST",
          dated({ package_id: tour.id, number_of_travelers: 1, price_lines: [{ label: "Trip", amount }] }),
          headers,
        ),
      );
      expect(made.status).toBe(201);
      return ((await made.json()) as { quote: { id: string } }).quote.id;
    };
    const send = (id: string, headers: Record<string, string>) =>
      serverOf().fetch(`/api/quotes/${id}/send`, { method: "POST", headers });
    const approve = (id: string, headers: Record<string, string>) =>
      serverOf().fetch(`/api/quotes/${id}/approve`, { method: "POST", headers });

    // ₹1 for a ₹49,998 package: refused, with the reason
    const cheap = await compose(agent, 1);
    const refused = await send(cheap, agent);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(quoteMessages.needsApproval);
    expect((await approve(cheap, agent)).status).toBe(403);
    // approved, then changed by the agent: the change needs approving again
    const approved = await approve(cheap, manager);
    expect(approved.status).toBe(200);
    expect((await approved.json()).quote.approved_at).toEqual(expect.any(String));
    const changed = await serverOf().fetch(
      `/api/quotes/${cheap}`,
      json(
        "PUT",
        dated({ package_id: tour.id, number_of_travelers: 1, price_lines: [{ label: "Trip", amount: 2 }] }),
        agent,
      ),
    );
    expect((await changed.json()).quote.approved_at).toBeNull();
    expect((await send(cheap, agent)).status).toBe(409);
    expect((await approve(cheap, manager)).status).toBe(200);
    expect((await send(cheap, agent)).status).toBe(200);
    expect((await approve(cheap, manager)).status).toBe(409);

    // within 10 %: ₹45,000 ≥ ₹44,999 goes out at once; a manager sets any price
    expect((await send(await compose(agent, 45_000), agent)).status).toBe(200);
    expect((await send(await compose(agent, 44_998), agent)).status).toBe(409);
    expect((await send(await compose(manager, 1), manager)).status).toBe(200);
  });
});
