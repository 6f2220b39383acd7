import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { apiOperations } from "../../app/features/api-docs/api-catalogue";
import { bookingPurposeToken } from "../../app/features/bookings/lookup/booking-link-service.server";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { createAdminRow } from "../factories/admin-factory";
import { createBookingRow } from "../factories/booking-factory";
import { createGearProductRow } from "../factories/gear-factory";
import { createReviewRow } from "../factories/review-factory";
import { createTourRow } from "../factories/tour-factory";
import { createQuoteContactRow, quoteBody } from "../factories/quote-factory";
import { orderPayload } from "../fixtures/shop-order";
import { sampleUploads, tourFields, tourForm } from "../fixtures/tour-form";
import { adminHeaders } from "../setup/admin";
import { answeredOperations, checkApiAnswer, operationKey, operationOf } from "../setup/api-contract";
import { testServerForFile } from "../setup/test-server";

/**
 * The test server's fetch checks every /api answer of every HTTP test against the OpenAPI
 * document (tests/setup/api-contract.ts). This file makes sure that check reaches every operation
 * of the document: it calls each one as a client would, so a response shape that drifts from its
 * documented zod schema fails here even when no other test looks at that call.
 */

const serverOf = testServerForFile();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await adminHeaders(serverOf().database.db);
});

const jsonInit = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** Calls the API; the contract check in the test server's fetch has already run on the answer. */
async function call(pathname: string, init: RequestInit, status: number) {
  const response = await serverOf().fetch(pathname, init);
  expect(response.status, `${init.method ?? "GET"} ${pathname}`).toBe(status);
  return response;
}

describe("every operation of the OpenAPI document", () => {
  it("answers as its documented schema says", async () => {
    const server = serverOf();
    const db = server.database.db;
    const tour = await createTourRow(db, { featured: true });
    const product = await createGearProductRow(db);
    const { jpeg } = await sampleUploads();

    // tours
    await call("/api/tours", {}, 200);
    await call("/api/tours/featured", {}, 200);
    await call(`/api/tours/${tour.id}`, {}, 200);
    await call(`/api/tours/${randomUUID()}`, {}, 404);
    const created = await call(
      "/api/tours",
      { method: "POST", headers: admin, body: tourForm(tourFields(), [["image_url", jpeg]]) },
      201,
    );
    const { id: newTourId } = (await created.json()) as { id: string };
    await call(
      `/api/tours/${newTourId}`,
      { method: "PATCH", headers: admin, body: tourForm({ title: "Renamed Expedition" }) },
      200,
    );
    await call(`/api/tours/${newTourId}`, { method: "DELETE", headers: admin }, 200);

    // bookings
    const bookerEmail = `asha-${randomUUID().slice(0, 8)}@example.com`;
    await call(
      "/api/bookings",
      jsonInit("POST", {
        package_id: tour.id,
        travel_date: addDays(todayInIndia(), 30),
        number_of_travelers: 2,
        customer_name: "Asha Verma",
        customer_email: bookerEmail,
        customer_phone: "+91 98765 43210",
      }),
      201,
    );
    const booking = await createBookingRow(db);
    await call("/api/bookings", { headers: admin }, 200);
    await call(`/api/bookings/${booking.id}/status`, jsonInit("PATCH", { status: "confirmed" }, admin), 200);

    // payments, the traveller's own lookup, cancellation requests
    const paymentsPath = `/api/bookings/${booking.id}/payments`;
    await call(paymentsPath, jsonInit("POST", { amount: 1000, method: "upi" }, admin), 201);
    await call(paymentsPath, { headers: admin }, 200);
    await call("/api/payments/overdue", { headers: admin }, 200);

    // what a traveller says they paid, its receipt, the invoice (none yet); the agency's settings
    const claimBody = {
      reference: booking.reference,
      contact: booking.customerEmail,
      amount: 500,
      utr: "123456789012",
    };
    const claim = await call("/api/payment-claims", jsonInit("POST", claimBody), 201);
    const { id: claimId } = (await claim.json()) as { id: string };
    await call("/api/payment-claims?status=pending", { headers: admin }, 200);
    await call(
      `/api/payment-claims/${claimId}/decision`,
      jsonInit("POST", { decision: "accept" }, admin),
      200,
    );
    const ledger = (await (await call(paymentsPath, { headers: admin }, 200)).json()) as {
      payments: { id: string }[];
    };
    await call(`/api/payments/${ledger.payments[0]!.id}/receipt.pdf`, { headers: admin }, 200);
    await call(`/api/bookings/${booking.id}/invoice.pdf`, { headers: admin }, 404);
    // Razorpay is not set up on this server (tests/api/razorpay.db.test.ts has it)
    await call("/api/webhooks/razorpay", jsonInit("POST", {}), 404);
    await call("/api/settings/agency", { headers: admin }, 200);
    await call("/api/settings/agency", jsonInit("PUT", { gst_rate_percent: 5 }, admin), 200);
    const lookup = new URLSearchParams({ reference: booking.reference, contact: booking.customerEmail });
    const { token } = (await (await call(`/api/bookings/lookup?${lookup}`, {}, 200)).json()) as {
      token: string;
    };
    await call("/api/cancellation-requests", jsonInit("POST", { token, reason: "Plans changed" }), 201);
    const requests = await call("/api/cancellation-requests?status=pending", { headers: admin }, 200);
    const [request] = (await requests.json()) as { id: string }[];
    await call(
      `/api/cancellation-requests/${request!.id}/decision`,
      jsonInit("POST", { decision: "decline" }, admin),
      200,
    );

    // departures and their waitlist
    const departures = `/api/tours/${tour.id}/departures`;
    const departureAnswer = await call(
      departures,
      jsonInit("POST", { date: addDays(todayInIndia(), 45), seats: 1 }, admin),
      201,
    );
    const { id: departureId } = (await departureAnswer.json()) as { id: string };
    await call(departures, {}, 200);
    await call(`${departures}/${departureId}`, jsonInit("PATCH", { note: "Full moon batch" }, admin), 200);
    const traveller = (name: string) => ({
      customer_name: name,
      customer_email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
      customer_phone: "9876543210",
      number_of_travelers: 1,
    });
    await call(
      "/api/bookings",
      jsonInit("POST", { package_id: tour.id, departure_id: departureId, ...traveller("Kabir") }),
      201,
    );
    const joined = await call(
      "/api/waitlist",
      jsonInit("POST", { departure_id: departureId, ...traveller("Ira") }),
      201,
    );
    const { entry } = (await joined.json()) as { entry: { id: string } };
    const second = await call(
      "/api/waitlist",
      jsonInit("POST", { departure_id: departureId, ...traveller("Dev") }),
      201,
    );
    await call("/api/waitlist", { headers: admin }, 200);
    await call(`/api/waitlist/${entry.id}/booking`, { method: "POST", headers: admin }, 409);
    await call(`${departures}/${departureId}`, jsonInit("PATCH", { seats: 2 }, admin), 200);
    await call(`/api/waitlist/${entry.id}/booking`, { method: "POST", headers: admin }, 201);
    const { entry: other } = (await second.json()) as { entry: { id: string } };
    await call(`/api/waitlist/${other.id}`, { method: "DELETE", headers: admin }, 200);
    const spare = await call(
      departures,
      jsonInit("POST", { date: addDays(todayInIndia(), 46), seats: 9 }, admin),
      201,
    );
    await call(
      `${departures}/${((await spare.json()) as { id: string }).id}`,
      { method: "DELETE", headers: admin },
      200,
    );

    // enquiries
    await call("/api/contact", jsonInit("POST", { name: "Meera", phone: "9876543210" }), 201);
    await call("/api/contact/chatbot", jsonInit("POST", { name: "Ravi", phone: "9876543210" }), 201);
    await call("/api/contact", { headers: admin }, 200);

    // reviews
    const review = await createReviewRow(db, { packageId: tour.id });
    await call(`/api/reviews?package_id=${tour.id}`, {}, 200);
    await call("/api/reviews", { headers: admin }, 200);
    await call(
      "/api/reviews",
      jsonInit("POST", { user_name: "Neha", rating: 5, comment: "Lovely", package_id: tour.id }, admin),
      201,
    );
    await call(`/api/reviews/${review.id}`, { method: "DELETE", headers: admin }, 200);
    // a verified traveller's review (issue 27): sent with its signed link, then approved
    const travelled = await createBookingRow(db, {
      packageId: tour.id,
      packageTitle: tour.title,
      status: "confirmed",
    });
    const reviewToken = await bookingPurposeToken(db, "trip-review", travelled.id);
    const verified = await call(
      "/api/reviews/verified",
      jsonInit("POST", { token: reviewToken, user_name: "Meera", rating: 5, comment: "Wonderful" }),
      201,
    );
    const { review: pending } = (await verified.json()) as { review: { id: string } };
    await call("/api/reviews?status=pending", { headers: admin }, 200);
    await call(`/api/reviews/${pending.id}/decision`, jsonInit("POST", { decision: "approve" }, admin), 200);

    // shop
    await call("/api/shop/products", {}, 200);
    const orderBody = orderPayload([{ id: product.id, quantity: 1 }]);
    const placed = await call("/api/shop/orders", jsonInit("POST", orderBody), 201);
    const { order, reference: orderReference } = (await placed.json()) as {
      order: { id: string };
      reference: string;
    };
    const orderLookup = new URLSearchParams({ reference: orderReference, email: orderBody.customer.email });
    await call(`/api/shop/orders/lookup?${orderLookup}`, {}, 200);
    await call("/api/shop/orders", { headers: admin }, 200);
    await call(
      `/api/shop/orders/${order.id}/status`,
      jsonInit("PATCH", { status: "shipped", courier: "India Post", trackingNumber: "EE123456789IN" }, admin),
      200,
    );

    // pricing rules, promo codes and their setting
    const rule = await call(
      "/api/pricing/rules",
      jsonInit("POST", { name: "Group of six", kind: "group", percent_off: 10, min_travellers: 6 }, admin),
      201,
    );
    const ruleId = ((await rule.json()) as { id: string }).id;
    await call("/api/pricing/rules", { headers: admin }, 200);
    await call(`/api/pricing/rules/${ruleId}`, { headers: admin }, 200);
    await call(`/api/pricing/rules/${ruleId}`, jsonInit("PATCH", { percent_off: 12 }, admin), 200);
    await call(`/api/pricing/rules/${ruleId}`, { method: "DELETE", headers: admin }, 200);
    const code = await call(
      "/api/pricing/promo-codes",
      jsonInit("POST", { code: `C${randomUUID().slice(0, 8)}`, amount_off: 500 }, admin),
      201,
    );
    const codeId = ((await code.json()) as { id: string }).id;
    await call("/api/pricing/promo-codes", { headers: admin }, 200);
    await call(`/api/pricing/promo-codes/${codeId}`, { headers: admin }, 200);
    await call(`/api/pricing/promo-codes/${codeId}`, jsonInit("PATCH", { max_uses: 10 }, admin), 200);
    await call(`/api/pricing/promo-codes/${codeId}`, { method: "DELETE", headers: admin }, 200);
    await call("/api/pricing/settings", { headers: admin }, 200);
    await call(
      "/api/pricing/settings",
      jsonInit("PUT", { combination: "best", stack_cap_percent: 20 }, admin),
      200,
    );
    await call(
      "/api/pricing/quote",
      jsonInit("POST", {
        // a package of free dates (the one above now runs departures)
        package_id: (await createTourRow(db)).id,
        travel_date: addDays(todayInIndia(), 30),
        number_of_travelers: 2,
      }),
      200,
    );

    // notifications
    await call(
      "/api/subscription/subscribe",
      jsonInit("POST", {
        endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
        keys: {
          p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString("base64url"),
          auth: randomBytes(16).toString("base64url"),
        },
      }),
      201,
    );

    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
    await call("/api/subscription/unsubscribe", jsonInit("POST", { endpoint }), 200);
    await call("/api/push/subscriptions", { headers: admin }, 200);
    // nobody is subscribed by now, so the send reaches no push service
    await call(
      "/api/push/sends",
      jsonInit("POST", { title: "Monsoon deals", body: "Kerala at 20% off", url: "/offers" }, admin),
      201,
    );
    await call("/api/push/sends", { headers: admin }, 200);

    // the email outbox (the booking and the order above queued mail)
    const outbox = await call("/api/emails", { headers: admin }, 200);
    const [email] = ((await outbox.json()) as { data: { id: string }[] }).data;
    await call(`/api/emails/${email!.id}`, { headers: admin }, 200);
    await call(`/api/emails/${email!.id}/resend`, { method: "POST", headers: admin }, 409);

    // one person's data (DPDP Act 2023): everything held, then erased
    await call("/api/people/export?contact=nobody%40example.com", { headers: admin }, 200);
    await call("/api/people/erase", jsonInit("POST", { contact: "nobody@example.com" }, admin), 200);
    // consents as given (the first booking above gave one), a rights request, a complaint (issue 40)
    await call(`/api/consents?contact=${encodeURIComponent(bookerEmail)}`, { headers: admin }, 200);
    const rightsRequest = { kind: "access", name: "Kabir Rao", email: "kabir@example.com", message: "All" };
    await call("/api/privacy-requests", jsonInit("POST", rightsRequest), 201);
    await call("/api/privacy-requests", jsonInit("POST", rightsRequest), 200);
    const complaint = { name: "Nisha Rao", email: "nisha@example.com", message: "The hotel was changed." };
    await call("/api/complaints", jsonInit("POST", complaint), 201);
    await call("/api/complaints", jsonInit("POST", complaint), 200);

    // the audit trail of the changes above
    await call("/api/admin/audit", { headers: admin }, 200);

    // what browsers report the page policy blocked
    const violation = [{ type: "csp-violation", body: { effectiveDirective: "img-src" } }];
    await call("/api/csp-reports", jsonInit("POST", violation), 204);
    await call("/api/admin/csp-reports", { headers: admin }, 200);

    // admin sign-in
    const account = await createAdminRow(db);
    const login = await call(
      "/api/auth/login",
      jsonInit("POST", { id: account.loginId, password: account.password }, { origin: server.url }),
      200,
    );
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    await call("/api/auth/me", { headers: { cookie } }, 200);
    const session = { cookie, origin: server.url };
    await call("/api/auth/totp", jsonInit("POST", {}, session), 200);
    await call("/api/auth/totp", { method: "DELETE", headers: session }, 200);
    await call("/api/auth/totp/policy", { headers: session }, 200);
    // an admin without a second factor may not change the rule (their own comes first)
    await call("/api/auth/totp/policy", jsonInit("PUT", { required: true }, session), 400);
    await call("/api/auth/logout", { method: "POST", headers: { cookie, origin: server.url } }, 200);

    // staff (the owner's)
    await call("/api/staff", { headers: admin }, 200);
    const invited = await call(
      "/api/staff",
      jsonInit(
        "POST",
        { id: `staff-${randomUUID().slice(0, 8)}`, email: "new.staff@example.com", role: "agent" },
        admin,
      ),
      201,
    );
    const { staff } = (await invited.json()) as { staff: { id: string } };
    await call(`/api/staff/${staff.id}`, jsonInit("PATCH", { role: "manager" }, admin), 200);

    // contacts (issue 28): the lead above made one
    const contactList = await call("/api/contacts?limit=1", { headers: admin }, 200);
    const [contact] = (await contactList.json()) as { id: string }[];
    await call(`/api/contacts/${contact!.id}`, { headers: admin }, 200);
    await call(`/api/contacts/${contact!.id}`, jsonInit("PATCH", { stage: "contacted" }, admin), 200);
    await call(
      `/api/contacts/${contact!.id}/notes`,
      jsonInit("POST", { kind: "note", text: "Called" }, admin),
      201,
    );
    await call(`/api/contacts/${contact!.id}/merge`, jsonInit("POST", { into: contact!.id }, admin), 400);
    await call("/api/reports/lead-sources", { headers: admin }, 200);

    // custom quotes: compose, change, send, revise; the traveller views, asks for changes, accepts
    const quoteContact = await createQuoteContactRow(db);
    const body = quoteBody({
      travel_date: addDays(todayInIndia(), 60),
      valid_until: addDays(todayInIndia(), 10),
    });
    const composed = await call(
      `/api/contacts/${quoteContact.id}/quotes`,
      jsonInit("POST", body, admin),
      201,
    );
    const { quote } = (await composed.json()) as { quote: { id: string } };
    await call(`/api/quotes/${quote.id}`, jsonInit("PUT", { ...body, title: "Kerala, revised" }, admin), 200);
    await call(`/api/quotes/${quote.id}`, { headers: admin }, 200);
    await call(`/api/quotes?contact_id=${quoteContact.id}`, { headers: admin }, 200);
    await call(`/api/quotes/${quote.id}/approve`, { method: "POST", headers: admin }, 200);
    const sentQuote = await call(`/api/quotes/${quote.id}/send`, { method: "POST", headers: admin }, 200);
    const { link } = ((await sentQuote.json()) as { quote: { link: string } }).quote;
    const quoteToken = link.replace("/quote/", "");
    await call(`/api/quotes/view?token=${encodeURIComponent(quoteToken)}`, {}, 200);
    await call("/api/quotes/changes", jsonInit("POST", { token: quoteToken, message: "One more day?" }), 202);
    await call(`/api/quotes/${quote.id}/revise`, { method: "POST", headers: admin }, 201);
    await call(
      "/api/quotes/accept",
      jsonInit("POST", {
        token: quoteToken,
        name: "Meera Iyer",
        email: quoteContact.email,
        phone: quoteContact.phone,
      }),
      201,
    );

    // a fresh link to the booking's page
    await call(
      "/api/bookings/link",
      jsonInit("POST", { reference: booking.reference, contact: booking.customerEmail }),
      202,
    );

    // travellers' details (issue 27): the traveller's own, staff's masked view, reveal, permit, manifest
    const tripQuery = new URLSearchParams({ reference: booking.reference, contact: booking.customerEmail });
    const person = {
      full_name: "Asha Verma",
      date_of_birth: "1990-05-02",
      gender: "female",
      nationality: "IN",
      id_type: "aadhaar",
      id_number: "499118665246",
      emergency_contact_name: "Ravi Verma",
      emergency_contact_phone: "9876543210",
    };
    await call(`/api/bookings/travellers?${tripQuery}`, jsonInit("PUT", { travellers: [person] }), 200);
    await call(`/api/bookings/travellers?${tripQuery}`, {}, 200);
    const travellers = (await (
      await call(`/api/bookings/${booking.id}/travellers`, { headers: admin }, 200)
    ).json()) as {
      travellers: { id: string }[];
    };
    const travellerPath = `/api/bookings/${booking.id}/travellers/${travellers.travellers[0]!.id}`;
    await call(`${travellerPath}/reveal`, { method: "POST", headers: admin }, 200);
    const permitForm = new FormData();
    permitForm.set("permit_status", "applied");
    await call(`${travellerPath}/permit`, { method: "PUT", headers: admin, body: permitForm }, 200);
    await call(`${travellerPath}/permit`, { headers: admin }, 404);
    await call(`/api/tours/${tour.id}/manifest?date=${booking.travelDate}`, { headers: admin }, 200);
    await call(`/api/tours/${tour.id}/manifest.xlsx?date=${booking.travelDate}`, { headers: admin }, 200);
    await call(
      `/api/tours/${tour.id}/manifest.xlsx?date=${booking.travelDate}`,
      { method: "POST", headers: admin },
      200,
    );

    // the accounts (issue 41): a supplier, its bill paid, cost sheets, payables, profit, Tally
    const supplierAnswer = await call(
      "/api/suppliers",
      jsonInit("POST", { name: "Hotel Deyzor, Kaza", kind: "hotel", gstin: "27AAPFU0939F1ZV" }, admin),
      201,
    );
    const supplierPath = `/api/suppliers/${((await supplierAnswer.json()) as { supplier: { id: string } }).supplier.id}`;
    await call("/api/suppliers?q=deyzor", { headers: admin }, 200);
    await call(supplierPath, { headers: admin }, 200);
    await call(supplierPath, jsonInit("PATCH", { city: "Kaza" }, admin), 200);
    const today = todayInIndia();
    const billAnswer = await call(
      `${supplierPath}/bills`,
      jsonInit(
        "POST",
        {
          number: "ZG/118",
          date: today,
          amount: 2345.67,
          gst_amount: 111.7,
          due_date: addDays(today, 10),
          departure_id: departureId,
        },
        admin,
      ),
      201,
    );
    const { bill } = (await billAnswer.json()) as { bill: { id: string } };
    const part = { amount: 1000.5, paid_on: today, method: "upi", reference: "412345678901" };
    await call(`/api/supplier-bills/${bill.id}/payments`, jsonInit("POST", part, admin), 201);
    await call(`/api/supplier-bills/${bill.id}/payments`, jsonInit("POST", part, admin), 200);
    await call(`${supplierPath}/bills`, { headers: admin }, 200);
    await call("/api/reports/payables", { headers: admin }, 200);
    const line = { label: "Homestays", basis: "per_traveller", unit_cost: 1800, quantity: 5, gst_percent: 5 };
    await call(
      `/api/tours/${tour.id}/costs`,
      jsonInit("PUT", { lines: [line], decision_lead_days: 14 }, admin),
      200,
    );
    await call(`/api/tours/${tour.id}/costs`, { headers: admin }, 200);
    const departureCosts = `${departures}/${departureId}/costs`;
    await call(departureCosts, jsonInit("PUT", { lines: [line] }, admin), 200);
    await call(departureCosts, { headers: admin }, 200);
    await call(`${departures}/${departureId}/cost-sheet`, { headers: admin }, 200);
    await call("/api/reports/departures", { headers: admin }, 200);
    await call("/api/settings/tally", { headers: admin }, 200);
    await call("/api/settings/tally", jsonInit("PUT", { sales: "Sales - Tours" }, admin), 200);
    await call(`/api/exports/tally.xml?from=${today}&to=${today}`, { headers: admin }, 200);
    // a supplier with a bill is archived, not deleted
    await call(supplierPath, { method: "DELETE", headers: admin }, 200);

    // tax rules by date and the TCS register (issue 40): an overseas package paid today collects TCS
    await call("/api/settings/tax-rules", { headers: admin }, 200);
    await call(
      "/api/settings/tax-rules",
      jsonInit(
        "POST",
        {
          kind: "tcs_overseas_package",
          rate_percent: 3.5,
          effective_from: addDays(today, 400),
          legal_reference: "TCS under the Income-tax Act, 2025",
          source: "A test's Finance Act",
        },
        admin,
      ),
      201,
    );
    const overseas = await createBookingRow(db, { international: true, customerPan: "ABCDE1234F" });
    await call(
      `/api/bookings/${overseas.id}/payments`,
      jsonInit("POST", { amount: 1000, method: "upi" }, admin),
      201,
    );
    await call(`/api/reports/tcs?quarter=${quarterOf(today)}`, { headers: admin }, 200);
    await call(`/api/reports/tcs.csv?quarter=${quarterOf(today)}`, { headers: admin }, 200);

    // the document itself
    await call("/api/openapi.json", {}, 200);

    const missing = apiOperations.map(operationKey).filter((key) => !answeredOperations.has(key));
    expect(missing).toEqual([]);
    // one call of every operation of the API: minutes, not seconds, on a busy machine
  }, 180_000);

  it("refuses an undocumented field, a wrong type and an undocumented status", async () => {
    const server = serverOf();
    const tour = await createTourRow(server.database.db);
    const body = await (await call(`/api/tours/${tour.id}`, {}, 200)).json();
    const url = `${server.url}/api/tours/${tour.id}`;
    const answer = (value: unknown, status = 200) =>
      checkApiAnswer("GET", url, new Response(JSON.stringify(value), { status }));
    await expect(answer(body)).resolves.toBeUndefined();
    await expect(answer({ ...body, secret: "x" })).rejects.toThrow(/does not name/);
    await expect(answer({ ...body, price: "18999" })).rejects.toThrow(/refuses/);
    await expect(answer({ success: false, message: "No" }, 418)).rejects.toThrow(/does not document/);
    await expect(answer({ success: false, message: "No" }, 404)).resolves.toBeUndefined();
  });

  it("finds the operation a call reaches as the router does", () => {
    expect(operationOf("get", "/api/tours/featured")?.path).toBe("/api/tours/featured");
    expect(operationOf("patch", "/api/tours/featured")).toBeUndefined();
    expect(operationOf("get", `/api/tours/${randomUUID()}`)?.path).toBe("/api/tours/{id}");
    expect(operationOf("post", "/api/contact/")?.path).toBe("/api/contact");
    expect(operationOf("put", "/api/bookings")).toBeUndefined();
  });
});

/** The financial-year quarter of a day, as the TCS register names it: 2026-11-10 is "2026-27-Q3". */
function quarterOf(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const quarter = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}-Q${quarter}`;
}
