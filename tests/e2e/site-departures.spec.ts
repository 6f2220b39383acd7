import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { createTourThroughApi, logInAsAdmin, uniqueTitle } from "./admin-content-helpers";
import { expectNoAxeViolations } from "./axe";
import { waitForHydration } from "./lead-helpers";

// axe on a busy machine can take a while
test.describe.configure({ timeout: 90_000 });

type Departure = { id: string; date: string; seats: number; seats_left: number; status: string };

/** A calendar date n days ahead, as the API takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** "14 March 2027": how the site shows a date (Indian English, long). */
const shown = (date: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

async function addDeparture(request: APIRequestContext, tourId: string, body: object): Promise<Departure> {
  const response = await request.post(`/api/tours/${tourId}/departures`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function book(request: APIRequestContext, tourId: string, departureId: string, travellers: number) {
  const response = await request.post("/api/bookings", {
    data: {
      package_id: tourId,
      departure_id: departureId,
      number_of_travelers: travellers,
      customer_name: "Seat Taker",
      customer_email: `seats-${Date.now()}@example.com`,
      customer_phone: "9876543210",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A new package with three departures: plenty of seats, few seats, and sold out. */
async function packageWithDepartures(page: Page) {
  await logInAsAdmin(page);
  const title = uniqueTitle("Fixed Departure Trail");
  const tour = await createTourThroughApi(page.request, title);
  const plenty = await addDeparture(page.request, tour.id, {
    date: inDays(25),
    seats: 12,
    note: "Diwali batch",
  });
  const few = await addDeparture(page.request, tour.id, { date: inDays(45), seats: 3 });
  const full = await addDeparture(page.request, tour.id, { date: inDays(65), seats: 2 });
  await book(page.request, tour.id, full.id, 2);
  return { tour: { id: tour.id, title }, plenty, few, full };
}

test("the package page lists departures with seats left, 'Only N left!' and 'Sold out'", async ({ page }) => {
  const { tour, plenty, few, full } = await packageWithDepartures(page);
  const response = await page.goto(`/packages/${tour.id}`);
  expect(response?.status()).toBe(200);
  const departures = page.getByRole("region", { name: "Upcoming Departures" });
  const rows = departures.getByRole("listitem");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(shown(plenty.date));
  await expect(rows.nth(0)).toContainText("12 seats left");
  await expect(rows.nth(0)).toContainText("Diwali batch");
  await expect(rows.nth(1)).toContainText("Only 3 left!");
  await expect(rows.nth(2)).toContainText("Sold out");
  await expect(
    departures.getByRole("button", { name: `Join the waitlist for the ${shown(full.date)} departure` }),
  ).toBeVisible();
  await expect(
    departures.getByRole("button", { name: `Book the ${shown(few.date)} departure` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // structured data: one offer per departure, with its availability
  const html = await (await page.request.get(`/packages/${tour.id}`)).text();
  expect(html).toContain('"availability":"https://schema.org/SoldOut"');
  expect(html).toContain('"availability":"https://schema.org/LimitedAvailability"');
  expect(html).toContain(`"availabilityEnds":"${plenty.date}"`);
});

test("booking a departure in the modal takes its date and its seats", async ({ page }) => {
  const { tour, few, full } = await packageWithDepartures(page);
  await page.goto(`/packages/${tour.id}`);
  await waitForHydration(page);
  const departures = page.getByRole("region", { name: "Upcoming Departures" });
  await departures.getByRole("button", { name: `Book the ${shown(few.date)} departure` }).click();

  const dialog = page.getByRole("dialog", { name: "Book Your Trip" });
  const choice = dialog.getByRole("group", { name: "Departure date" });
  await expect(choice.getByRole("radio", { name: new RegExp(`^${shown(few.date)}`) })).toBeChecked();
  await expect(choice.getByRole("radio", { name: new RegExp(`^${shown(full.date)}`) })).toBeDisabled();
  await expect(dialog.getByLabel("Travel Date")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await dialog.getByRole("textbox", { name: "Full Name" }).fill("Kabir Departure");
  await dialog.getByRole("textbox", { name: "Email" }).fill("kabir.departure@example.com");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("9876543210");
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  const confirmation = page.getByRole("dialog", { name: "Booking Request Received" });
  await expect(confirmation).toContainText(shown(few.date));

  const left = (await (await page.request.get(`/api/tours/${tour.id}/departures`)).json()) as Departure[];
  expect(left.find((departure) => departure.id === few.id)?.seats_left).toBe(1);
  await page.goto(`/packages/${tour.id}`);
  await expect(
    page.getByRole("region", { name: "Upcoming Departures" }).getByRole("listitem").nth(1),
  ).toContainText("Only 1 left!");
});

test("a sold-out departure takes visitors on its waitlist", async ({ page }) => {
  const { tour, full } = await packageWithDepartures(page);
  await page.goto(`/packages/${tour.id}`);
  await waitForHydration(page);
  await page
    .getByRole("region", { name: "Upcoming Departures" })
    .getByRole("button", { name: `Join the waitlist for the ${shown(full.date)} departure` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(dialog).toContainText(shown(full.date));
  await dialog.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await dialog.getByRole("textbox", { name: "Full Name" }).fill("Meera Waitlist");
  await dialog.getByRole("textbox", { name: "Email" }).fill("meera.waitlist@example.com");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("9123456780");
  await dialog.getByRole("spinbutton", { name: "Travellers" }).fill("1");
  await dialog.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(dialog.getByRole("status")).toContainText("You are number 1 in line");
  // what happens when a seat frees, said plainly
  await expect(dialog.getByRole("status")).toContainText("the first to book them gets them");
  await expectNoAxeViolations(page);

  const entries = (await (await page.request.get(`/api/waitlist?departure_id=${full.id}`)).json()) as {
    customer_email: string;
    status: string;
  }[];
  expect(entries).toEqual([
    expect.objectContaining({ customer_email: "meera.waitlist@example.com", status: "waiting" }),
  ]);
});

test.describe("without JavaScript", () => {
  test("the booking form offers the departures and the waitlist form the sold-out ones", async ({ page }) => {
    const { tour, plenty, full } = await packageWithDepartures(page);
    // the page as a visitor sees it while (or if) our JavaScript never arrives; axe still runs
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`/packages/${tour.id}`);
    await page
      .getByRole("region", { name: "Upcoming Departures" })
      .getByRole("link", { name: `Book the ${shown(plenty.date)} departure` })
      .click();
    const form = page.getByRole("region", { name: "Book This Trip" });
    await expect(form.getByRole("radio", { name: new RegExp(`^${shown(plenty.date)}`) })).toBeChecked();
    await form.getByRole("textbox", { name: "Full Name" }).fill("Ravi NoScript");
    await form.getByRole("textbox", { name: "Email" }).fill("ravi.departure@example.com");
    await form.getByRole("textbox", { name: "Phone" }).fill("9876543210");
    await form.getByRole("spinbutton", { name: "Travellers" }).fill("2");
    await form.getByRole("button", { name: "Confirm Booking" }).click();
    const done = page.getByRole("region", { name: "Booking Request Received" });
    await expect(done).toContainText(shown(plenty.date));

    await page.goto(`/packages/${tour.id}?waitlist=${full.id}#waitlist`);
    const waitlist = page.getByRole("region", { name: "Join a Waitlist" });
    await expect(waitlist.getByRole("combobox", { name: "Departure" })).toHaveValue(full.id);
    await waitlist.getByRole("textbox", { name: "Full Name" }).fill("Ira NoScript");
    await waitlist.getByRole("textbox", { name: "Email" }).fill("ira.noscript@example.com");
    await waitlist.getByRole("textbox", { name: "Phone" }).fill("9123456780");
    await waitlist.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByRole("region", { name: "Join a Waitlist" })).toContainText(
      "You are number 1 in line",
    );
    await expectNoAxeViolations(page);
  });
});
