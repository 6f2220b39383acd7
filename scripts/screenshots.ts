/**
 * Screenshots of the site for looking at what we built, at phone (390 px) and desktop (1280 px)
 * widths, into ./test-results/screenshots (full pages; dialogs as the screen shows them).
 *
 *   npm run screenshots                       every public and admin screen and dialog, on a fresh
 *                                             built app with demo content (`npm run build` first;
 *                                             it runs tests/e2e/start-server.mjs on E2E_PORT)
 *   npm run screenshots -- <base-url>         the same tour against a running app (admin screens
 *                                             need ADMIN_ID and ADMIN_PASSWORD, default the e2e admin)
 *   npm run screenshots -- <base-url> /a /b   just those paths
 *
 * ONLY=name,name picks shots of the tour by name. Uses Debian's Chromium (CHROMIUM_PATH to
 * override). The tour makes a booking, an order and an enquiry of its own, so point it at a
 * throwaway database, never at the agency's.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { chromium, type APIRequestContext, type Browser, type Page } from "playwright-core";
import { CHROMIUM_FLAGS } from "./chromium-flags";

const [givenBase, ...paths] = process.argv.slice(2);
const outDir = "test-results/screenshots";
const admin = {
  id: process.env.ADMIN_ID ?? "e2e-admin",
  password: process.env.ADMIN_PASSWORD ?? "e2e-admin-password",
};
const only = process.env.ONLY?.split(",").filter(Boolean);
const sizes = [
  { name: "390", width: 390, height: 844, mobile: true },
  { name: "1280", width: 1280, height: 800, mobile: false },
] as const;

/** One screenshot: where to go, what to do there first, and whether it needs the admin's session. */
type Shot = {
  name: string;
  path: string | ((data: TourData) => string);
  admin?: boolean;
  /** the page before it is taken: a dialog opened, a form filled */
  act?: (page: Page, data: TourData) => Promise<void>;
  /** the screen as it shows (a dialog), rather than the whole page */
  viewportOnly?: boolean;
  /** a fresh browser without the popup already seen */
  withPopup?: boolean;
};

/** What the tour looks up or makes once: ids for pages that need one. */
type TourData = {
  tourId: string;
  /** a package with one fixed departure, full, and someone on its waitlist */
  departuresTourId: string;
  destinationPath: string;
  booking: {
    id: string;
    reference: string;
    email: string;
    token: string;
    contactId: string;
    travelDate: string;
  };
  order: { id: string; reference: string; email: string };
};

const shortWait = (page: Page, ms = 400) => page.waitForTimeout(ms);

/** The floating chat button renders once the page is hydrated. */
async function hydrated(page: Page) {
  await page.getByRole("button", { name: "Chat with us" }).waitFor({ timeout: 15_000 });
}

async function openCart(page: Page) {
  await hydrated(page);
  await page.getByRole("link", { name: "View details: Explorer Waterproof Jacket" }).click();
  await page
    .getByRole("group", { name: /^Color/ })
    .getByText("Charcoal")
    .click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByRole("dialog", { name: "Shopping Cart" }).waitFor();
  await shortWait(page, 800);
}

const shots: Shot[] = [
  // -- public --
  { name: "home", path: "/" },
  {
    // the phone's menu; on a desktop, the header's Destinations list
    name: "menu",
    path: "/",
    viewportOnly: true,
    act: async (page) => {
      await hydrated(page);
      if ((page.viewportSize()?.width ?? 0) < 1024)
        await page.getByRole("button", { name: "Open menu" }).click();
      else await page.getByRole("button", { name: "Destinations" }).click();
      await shortWait(page);
    },
  },
  { name: "packages", path: "/packages" },
  { name: "package", path: ({ tourId }) => `/packages/${tourId}` },
  {
    name: "package-booking-modal",
    path: ({ tourId }) => `/packages/${tourId}`,
    viewportOnly: true,
    act: async (page) => {
      await hydrated(page);
      await page.getByRole("button", { name: "Book Now" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Book Your Trip" });
      await dialog.waitFor();
      await shortWait(page);
    },
  },
  {
    name: "package-booking-modal-errors",
    path: ({ tourId }) => `/packages/${tourId}`,
    viewportOnly: true,
    act: async (page) => {
      await hydrated(page);
      await page.getByRole("button", { name: "Book Now" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Book Your Trip" });
      await dialog.getByRole("button", { name: "Confirm Booking" }).click();
      await shortWait(page);
    },
  },
  {
    name: "package-booking-received",
    path: ({ tourId }) => `/packages/${tourId}`,
    viewportOnly: true,
    act: async (page) => {
      await hydrated(page);
      await page.getByRole("button", { name: "Book Now" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Book Your Trip" });
      await dialog.getByRole("textbox", { name: "Full Name" }).fill("Farah Khan");
      await dialog
        .getByRole("textbox", { name: "Email" })
        .fill(`farah-${Date.now().toString(36)}@example.com`);
      await dialog.getByRole("textbox", { name: "Phone" }).fill("9876543210");
      await dialog
        .getByLabel("Travel Date")
        .fill(new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10));
      await dialog.getByRole("button", { name: "Confirm Booking" }).click();
      await page.getByRole("dialog", { name: "Booking Request Received" }).waitFor();
      await shortWait(page);
    },
  },
  {
    name: "package-sticky-bar",
    path: ({ tourId }) => `/packages/${tourId}`,
    viewportOnly: true,
    act: async (page) => {
      await hydrated(page);
      await page.evaluate(() =>
        window.scrollTo({ top: document.body.scrollHeight / 2, behavior: "instant" }),
      );
      await shortWait(page, 800);
    },
  },
  {
    name: "package-departures",
    path: ({ departuresTourId }) => `/packages/${departuresTourId}`,
  },
  {
    name: "package-waitlist-dialog",
    path: ({ departuresTourId }) => `/packages/${departuresTourId}`,
    viewportOnly: true,
    act: async (page) => {
      await hydrated(page);
      await page
        .getByRole("button", { name: /^Join the waitlist for the / })
        .first()
        .click();
      await page.getByRole("dialog", { name: "Join the Waitlist" }).waitFor();
      await shortWait(page);
    },
  },
  { name: "destination", path: ({ destinationPath }) => destinationPath },
  { name: "offers", path: "/offers" },
  {
    name: "offers-newsletter-error",
    path: "/offers",
    act: async (page) => {
      await hydrated(page);
      const box = page.getByRole("region", { name: /Subscribe for travel deals/ });
      await box.getByRole("textbox", { name: "Email address" }).fill("not-an-email");
      await box.getByRole("button", { name: "Subscribe" }).click();
      await box.scrollIntoViewIfNeeded();
      await shortWait(page);
    },
    viewportOnly: true,
  },
  { name: "gear-store", path: "/travel-gear-store" },
  { name: "gear-product", path: "/travel-gear-store?product=explorer-waterproof-jacket" },
  { name: "cart", path: "/travel-gear-store", viewportOnly: true, act: openCart },
  {
    name: "checkout",
    path: "/travel-gear-store",
    act: async (page) => {
      await openCart(page);
      await page.getByRole("button", { name: "Proceed to Checkout" }).click();
      await page.getByRole("heading", { level: 1, name: /Checkout/ }).waitFor();
      await shortWait(page);
    },
  },
  { name: "contact", path: "/contact" },
  { name: "about", path: "/about" },
  { name: "faq", path: "/faq" },
  { name: "terms", path: "/term-condition" },
  { name: "privacy", path: "/privacy-policy" },
  { name: "booking-lookup", path: "/booking" },
  // the traveller's own booking page: status, payments, pay now, travellers' details
  { name: "booking-page", path: ({ booking }) => `/booking/${booking.token}` },
  {
    name: "booking-by-link",
    path: "/booking",
    act: async (page, { booking }) => {
      await page.getByLabel("Booking reference").fill(booking.reference);
      await page.getByLabel("Email or phone number").fill(booking.email);
      await page.getByRole("button", { name: "Find my booking" }).click();
      await page.waitForURL(/\/booking\/[^/]+$/);
      await page.getByRole("heading", { name: `Booking ${booking.reference}` }).waitFor();
    },
  },
  { name: "order-lookup", path: "/travel-gear-store/order" },
  {
    name: "order-lookup-found",
    path: "/travel-gear-store/order",
    act: async (page, { order }) => {
      await page.getByLabel("Order number").fill(order.reference);
      await page.getByLabel("Email").fill(order.email);
      await page.getByRole("button", { name: "Find my order" }).click();
      await page.getByRole("region", { name: `Order ${order.reference}` }).waitFor();
    },
  },
  { name: "not-found", path: "/no-such-page" },
  {
    name: "popup",
    path: "/",
    withPopup: true,
    viewportOnly: true,
    act: async (page) => {
      await hydrated(page);
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
      await page.clock.runFor(16_000);
      await page.getByRole("dialog", { name: "Plan Your Dream Vacation" }).waitFor();
      await page.clock.resume();
      await shortWait(page, 800);
    },
  },
  {
    name: "chat-options",
    path: "/about",
    viewportOnly: true,
    act: async (page) => {
      await hydrated(page);
      await page.getByRole("button", { name: "Chat with us" }).click();
      await shortWait(page);
    },
  },
  {
    name: "chat-assistant",
    path: "/about",
    viewportOnly: true,
    act: async (page) => {
      await hydrated(page);
      await page.getByRole("button", { name: "Chat with us" }).click();
      await page.getByRole("button", { name: "Chat with our assistant" }).click();
      const chat = page.getByRole("dialog", { name: "Travel Assistant" });
      await chat.getByRole("textbox", { name: "Your name" }).fill("Asha Rao");
      await chat.getByRole("button", { name: "Send" }).click();
      await chat.getByRole("textbox", { name: "Your mobile number" }).fill("9876543210");
      await chat.getByRole("button", { name: "Send" }).click();
      await chat.getByRole("list", { name: "Suggested questions" }).waitFor();
      await shortWait(page);
    },
  },
  {
    name: "chat-whatsapp",
    path: "/about",
    viewportOnly: true,
    act: async (page) => {
      await hydrated(page);
      await page.getByRole("button", { name: "Chat with us" }).click();
      await page.getByRole("button", { name: "WhatsApp" }).click();
      await page.getByRole("dialog", { name: "Chat on WhatsApp" }).waitFor();
      await shortWait(page);
    },
  },
  // -- admin --
  { name: "admin-login", path: "/admin/login" },
  { name: "admin-overview", path: "/admin", admin: true },
  { name: "admin-bookings", path: "/admin/bookings", admin: true },
  {
    name: "admin-bookings-cancel-dialog",
    path: "/admin/bookings",
    admin: true,
    viewportOnly: true,
    act: async (page, { booking }) => {
      await page
        .getByRole("button", { name: `Cancel booking ${booking.reference}` })
        .first()
        .click();
      await page.getByRole("dialog").waitFor();
      await shortWait(page);
    },
  },
  { name: "admin-booking-detail", path: ({ booking }) => `/admin/bookings/${booking.id}`, admin: true },
  { name: "admin-enquiries", path: "/admin/enquiries", admin: true },
  { name: "admin-payments", path: "/admin/payments", admin: true },
  { name: "admin-people", path: "/admin/people", admin: true },
  { name: "admin-tours", path: "/admin/tours", admin: true },
  { name: "admin-tour-upload", path: "/admin/tours/upload", admin: true },
  { name: "admin-tour-update-list", path: "/admin/tours/update", admin: true },
  { name: "admin-tour-edit", path: ({ tourId }) => `/admin/tours/update/${tourId}`, admin: true },
  { name: "admin-tour-delete", path: "/admin/tours/delete", admin: true },
  {
    name: "admin-tour-delete-dialog",
    path: "/admin/tours/delete",
    admin: true,
    viewportOnly: true,
    act: async (page) => {
      await page
        .getByRole("button", { name: /^Delete / })
        .first()
        .click();
      await page.getByRole("dialog").waitFor();
      await shortWait(page);
    },
  },
  { name: "admin-departures-list", path: "/admin/tours/departures", admin: true },
  {
    name: "admin-departures",
    path: ({ departuresTourId }) => `/admin/tours/departures/${departuresTourId}`,
    admin: true,
  },
  {
    name: "admin-departure-edit-dialog",
    path: ({ departuresTourId }) => `/admin/tours/departures/${departuresTourId}`,
    admin: true,
    viewportOnly: true,
    act: async (page) => {
      await page
        .getByRole("button", { name: /^Edit the / })
        .first()
        .click();
      await page.getByRole("dialog").waitFor();
      await shortWait(page);
    },
  },
  { name: "admin-waitlist", path: "/admin/tours/waitlist", admin: true },
  {
    name: "admin-waitlist-remove-dialog",
    path: "/admin/tours/waitlist",
    admin: true,
    viewportOnly: true,
    act: async (page) => {
      await page.getByRole("button", { name: "Remove Nandini Rao from the waitlist" }).first().click();
      await page.getByRole("dialog").waitFor();
      await shortWait(page);
    },
  },
  { name: "admin-feedback", path: "/admin/feedback", admin: true },
  { name: "admin-feedback-create", path: "/admin/feedback/create", admin: true },
  { name: "admin-feedback-delete", path: "/admin/feedback/delete", admin: true },
  {
    name: "admin-feedback-delete-dialog",
    path: "/admin/feedback/delete",
    admin: true,
    viewportOnly: true,
    act: async (page) => {
      await page
        .getByRole("button", { name: /^Delete the review by / })
        .first()
        .click();
      await page.getByRole("dialog").waitFor();
      await shortWait(page);
    },
  },
  { name: "admin-emails", path: "/admin/emails", admin: true },
  {
    name: "admin-email-dialog",
    path: "/admin/emails",
    admin: true,
    viewportOnly: true,
    act: async (page) => {
      await page.locator('main a[href*="id="]').filter({ visible: true }).first().click();
      await page.getByRole("dialog").waitFor();
      await shortWait(page);
    },
  },
  { name: "admin-notifications", path: "/admin/notifications", admin: true },
  // the sales desk, the money and the staff (issues 26-28)
  { name: "admin-contacts", path: "/admin/contacts", admin: true },
  {
    name: "admin-contact-detail",
    path: ({ booking }) => `/admin/contacts/${booking.contactId}`,
    admin: true,
  },
  { name: "admin-contact-sources", path: "/admin/contacts/sources", admin: true },
  { name: "admin-quotes", path: "/admin/quotes", admin: true },
  {
    name: "admin-quote-new",
    path: ({ booking }) => `/admin/contacts/${booking.contactId}/quotes/new`,
    admin: true,
  },
  { name: "admin-pricing", path: "/admin/pricing", admin: true },
  { name: "admin-settings", path: "/admin/settings", admin: true },
  { name: "admin-staff", path: "/admin/staff", admin: true },
  { name: "admin-account", path: "/admin/account", admin: true },
  { name: "admin-feedback-moderation", path: "/admin/feedback/moderation", admin: true },
  {
    name: "admin-departure-manifest",
    path: ({ tourId, booking }) => `/admin/tours/departures/${tourId}/manifest/${booking.travelDate}`,
    admin: true,
  },
  { name: "admin-shop-orders", path: "/admin/shop-orders", admin: true },
  {
    name: "admin-shop-order-ship-dialog",
    path: "/admin/shop-orders",
    admin: true,
    viewportOnly: true,
    act: async (page, { order }) => {
      await page.getByRole("button", { name: `Mark ${order.reference} as shipped` }).click();
      await page.getByRole("dialog").waitFor();
      await shortWait(page);
    },
  },
  {
    name: "admin-shop-order-cancel-dialog",
    path: "/admin/shop-orders",
    admin: true,
    viewportOnly: true,
    act: async (page, { order }) => {
      await page.getByRole("button", { name: `Cancel ${order.reference}` }).click();
      await page.getByRole("dialog").waitFor();
      await shortWait(page);
    },
  },
];

async function ok(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
}

/** Ids for the pages that need one, and a booking and an order of the tour's own to show. */
async function prepare(request: APIRequestContext): Promise<TourData> {
  const tours = (await (await request.get("/api/tours")).json()) as { id: string; available: boolean }[];
  const freeDate: string[] = [];
  for (const tour of tours) {
    if (!tour.available) continue;
    const departures = (await (await request.get(`/api/tours/${tour.id}/departures`)).json()) as unknown[];
    if (departures.length === 0) freeDate.push(tour.id);
    if (freeDate.length === 2) break;
  }
  const [tourId, departuresTourId] = freeDate;
  if (!tourId || !departuresTourId)
    throw new Error("fewer than two bookable packages without fixed departures");

  const home = await (await request.get("/")).text();
  const destinationPath = /href="(\/destinations\/[\w-]+)"/.exec(home)?.[1] ?? "/destinations/kashmir";

  const stamp = Date.now().toString(36);
  const bookingEmail = `screens-${stamp}@example.com`;
  const travelDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const booked = await request.post("/api/bookings", {
    data: {
      package_id: tourId,
      customer_name: "Asha Rao",
      customer_email: bookingEmail,
      customer_phone: "9876543210",
      travel_date: travelDate,
      number_of_travelers: 2,
      special_requests: "A window seat on the drive, please",
    },
  });
  await ok(booked, "booking");
  const { booking } = (await booked.json()) as { booking: { id: string; reference: string } };

  // a full departure with one person waiting
  const created = await request.post(`/api/tours/${departuresTourId}/departures`, {
    data: { date: new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10), seats: 2 },
  });
  await ok(created, "departure");
  const departure = (await created.json()) as { id: string };
  await ok(
    await request.post("/api/bookings", {
      data: {
        package_id: departuresTourId,
        departure_id: departure.id,
        number_of_travelers: 2,
        customer_name: "Kabir Shah",
        customer_email: `pair-${stamp}@example.com`,
        customer_phone: "9123456780",
      },
    }),
    "departure booking",
  );
  await ok(
    await request.post("/api/waitlist", {
      data: {
        departure_id: departure.id,
        customer_name: "Nandini Rao",
        customer_email: `waiting-${stamp}@example.com`,
        customer_phone: "9876512345",
        number_of_travelers: 2,
      },
    }),
    "waitlist entry",
  );

  const products = (await (await request.get("/api/shop/products")).json()) as { id: number; slug: string }[];
  const orderEmail = `shopper-${stamp}@example.com`;
  const placed = await request.post("/api/shop/orders", {
    data: {
      customer: {
        name: "Ravi Menon",
        email: orderEmail,
        phone: "9812345678",
        address: "12 MG Road",
        city: "Kochi",
        zip: "682001",
        country: "India",
      },
      items: products.slice(0, 2).map((product) => ({ id: product.id })),
      paymentMethod: "cod",
    },
  });
  await ok(placed, "order");
  const { reference, order } = (await placed.json()) as { reference: string; order: { id: string } };

  await request.post("/api/contact", {
    data: {
      name: "Meera Iyer",
      email: `lead-${stamp}@example.com`,
      phone: "9876501234",
      subject: "Package Inquiry",
      message: "We are four adults looking at Kerala in December. What would a houseboat night cost?",
    },
  });

  const lookup = await request.get(
    `/api/bookings/lookup?reference=${booking.reference}&contact=${encodeURIComponent(bookingEmail)}`,
  );
  await ok(lookup, "booking lookup");
  const { token } = (await lookup.json()) as { token: string };
  const contacts = await request.get(`/api/contacts?q=${encodeURIComponent(bookingEmail)}`);
  await ok(contacts, "contact search");
  const [contact] = (await contacts.json()) as { id: string }[];
  if (!contact) throw new Error("the booking made no contact");

  return {
    tourId,
    departuresTourId,
    destinationPath,
    booking: { ...booking, email: bookingEmail, token, contactId: contact.id, travelDate },
    order: { id: order.id, reference, email: orderEmail },
  };
}

async function shoot(browser: Browser, base: string, list: Shot[], data: TourData | null) {
  for (const size of sizes) {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: size.width, height: size.height },
      isMobile: size.mobile,
      hasTouch: size.mobile,
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    let signedIn = false;
    for (const shot of list) {
      const page = await (shot.withPopup
        ? browser.newPage({
            baseURL: base,
            viewport: { width: size.width, height: size.height },
            isMobile: size.mobile,
            hasTouch: size.mobile,
            deviceScaleFactor: 1,
            reducedMotion: "reduce",
          })
        : context.newPage());
      const file = `${outDir}/${shot.name}-${size.name}.png`;
      try {
        if (shot.withPopup) await page.clock.install();
        else await page.addInitScript(() => window.sessionStorage.setItem("modalShown", "true"));
        if (shot.admin && !signedIn) {
          await ok(await context.request.post(`${base}/api/auth/login`, { data: admin }), "admin login");
          signedIn = true;
        }
        const path = typeof shot.path === "function" ? shot.path(data!) : shot.path;
        await page.goto(path, { waitUntil: "networkidle" });
        if (shot.act) await shot.act(page, data!);
        // lazy images below the fold: scroll through once so a full-page shot shows them
        if (!shot.viewportOnly) {
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              window.scrollTo({ top: y, behavior: "instant" });
              await new Promise((resolve) => setTimeout(resolve, 60));
            }
            window.scrollTo({ top: 0, behavior: "instant" });
          });
          await page.waitForLoadState("networkidle");
        }
        await page.screenshot({ path: file, fullPage: !shot.viewportOnly });
        console.log(file);
      } catch (error) {
        console.error(`${shot.name} at ${size.name} px: ${(error as Error).message.split("\n")[0]}`);
        process.exitCode = 1;
      } finally {
        await page.close();
      }
    }
    await context.close();
  }
}

/** The built app on a fresh embedded database with demo content, as the browser tests run it. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn("node", ["tests/e2e/start-server.mjs"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PORT: String(port) },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the server stopped");
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/tours/featured`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error("the server did not start within 3 minutes");
}

const port = Number(process.env.E2E_PORT ?? 4173);
const server = givenBase ? null : await startServer(port);
const base = givenBase ?? `http://127.0.0.1:${port}`;
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
});
try {
  if (paths.length > 0) {
    const list = paths.map((path) => ({
      name: path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home",
      path,
    }));
    await shoot(browser, base, list, null);
  } else {
    const setup = await browser.newContext({ baseURL: base });
    await ok(await setup.request.post("/api/auth/login", { data: admin }), "admin login");
    const data = await prepare(setup.request);
    await setup.close();
    await shoot(
      browser,
      base,
      shots.filter((shot) => !only || only.includes(shot.name)),
      data,
    );
  }
} finally {
  await browser.close();
  server?.kill("SIGTERM");
}
