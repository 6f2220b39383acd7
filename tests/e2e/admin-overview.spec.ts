import { expect, test, type Page } from "./fixtures";
import { createBooking, createEnquiry, expectNoAxeViolations, logInByApi, unique } from "./admin-support";

// axe and several round trips per test: give them room on a busy machine
test.describe.configure({ timeout: 90_000 });

const figureNames = [
  "New leads today",
  "New leads this week",
  "Pending bookings",
  "Bookings this month",
  "Booked value this month",
  "Shop orders to ship",
] as const;
type Figures = Record<(typeof figureNames)[number], number> & {
  weekBookings: number;
  weekLeads: number;
  contactForm: number;
};

const numberIn = (text: string) => Number(text.replace(/[^\d]/g, ""));

async function readFigures(page: Page): Promise<Figures> {
  await page.goto("/admin");
  const figures = page.getByRole("list", { name: "Today's figures" });
  const read: Partial<Figures> = {};
  for (const name of figureNames) {
    const link = figures.getByRole("link", { name: new RegExp(`^${name}`) });
    read[name] = numberIn(await link.locator("[data-figure]").innerText());
  }
  const weeks = page.getByRole("table", { name: "Bookings and leads per week" }).getByRole("row");
  const thisWeek = weeks.last().getByRole("cell");
  read.weekBookings = numberIn(await thisWeek.nth(0).innerText());
  read.weekLeads = numberIn(await thisWeek.nth(1).innerText());
  const sources = page.getByRole("list", { name: "Leads by source" });
  read.contactForm = numberIn(
    await sources.getByRole("listitem").filter({ hasText: "Contact form" }).innerText(),
  );
  return read as Figures;
}

test("the overview's figures move with the leads, bookings and orders that come in", async ({
  page,
  request,
}) => {
  await logInByApi(page);
  const before = await readFigures(page);
  await expectNoAxeViolations(page);

  await createEnquiry(request, { name: unique("Overview Lead "), message: "Two seats to Leh please" });
  const booking = await createBooking(request, {
    customer_name: unique("Overview Booker "),
    number_of_travelers: 3,
  });
  const order = await request.post("/api/shop/orders", {
    data: {
      customer: {
        // unique: the same order again within a minute counts as a double submit
        name: unique("Overview Shopper "),
        email: "shopper@example.com",
        phone: "+91 98765 43210",
        address: "12 MG Road",
        city: "Pune",
        zip: "411001",
        country: "India",
      },
      items: [{ id: 1, selectedSize: "M", selectedColor: "" }],
      paymentMethod: "cod",
    },
  });
  expect(order.status()).toBe(201);

  const after = await readFigures(page);
  expect(after).toEqual({
    ...before,
    "New leads today": before["New leads today"] + 1,
    "New leads this week": before["New leads this week"] + 1,
    "Pending bookings": before["Pending bookings"] + 1,
    "Bookings this month": before["Bookings this month"] + 1,
    "Booked value this month": before["Booked value this month"] + booking.total_amount,
    "Shop orders to ship": before["Shop orders to ship"] + 1,
    weekBookings: before.weekBookings + 1,
    weekLeads: before.weekLeads + 1,
    contactForm: before.contactForm + 1,
  });
});

test("each figure links to the list behind it", async ({ page }) => {
  await logInByApi(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: /^Pending bookings/ }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\?status=pending$/);
  await expect(page.getByLabel("Status")).toHaveValue("pending");

  await page.goBack();
  await page.getByRole("link", { name: /^New leads today/ }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?from=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enquiry" })).toBeVisible();

  await page.goBack();
  await page
    .getByRole("list", { name: "Leads by source" })
    .getByRole("link", { name: "Contact form" })
    .click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?source=website&from=/);
  // exact: until the list renders, the overview's "Leads by source" would match too
  await expect(page.getByLabel("Source", { exact: true })).toHaveValue("website");
});
