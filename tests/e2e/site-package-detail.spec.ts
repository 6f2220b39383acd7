import { expect, test, type Page } from "./fixtures";
import { doubleSharingTour, expectNoAxeViolations, futureDate, loginAsAdmin, rupees } from "./site-helpers";
import { lettersOf } from "./letters";

// axe on a busy machine can take a while
test.describe.configure({ timeout: 90_000 });

type Booking = { reference: string; total_amount: number; number_of_travelers: number; sharing: string };

async function bookingByReference(page: Page, reference: string): Promise<Booking[]> {
  await loginAsAdmin(page.request);
  const response = await page.request.get(`/api/bookings?q=${reference}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Booking[];
}

test("detail: totals for 2 and 3 travellers and for double sharing", async ({ page, request }) => {
  const tour = await doubleSharingTour(request);
  const response = await page.goto(`/packages/${tour.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tour.title);
  const total = page.getByTestId("package-total");
  await expect(total).toHaveText(rupees(tour.price * 2));
  await page.getByRole("button", { name: "More travellers" }).click();
  await expect(total).toHaveText(rupees(tour.price * 3));
  await page.getByText("Double Sharing", { exact: true }).click();
  await expect(total).toHaveText(rupees(tour.double_sharing_price! * 3));
  for (let i = 0; i < 3; i++)
    await page.getByRole("button", { name: "Fewer travellers" }).click({ force: i === 2 });
  await expect(page.getByRole("button", { name: "Fewer travellers" })).toBeDisabled();
  await expect(total).toHaveText(rupees(tour.double_sharing_price!));
  await expect(page.getByRole("link", { name: /Enquire on WhatsApp/ })).toHaveAttribute(
    "href",
    new RegExp(encodeURIComponent(tour.title).replace(/[()]/g, "\\$&").slice(0, 20)),
  );
  await expect(page.getByRole("link", { name: "Back to Packages" })).toHaveAttribute("href", "/packages");
});

test("detail: tabs follow the WAI-ARIA pattern; itinerary, gallery and reviews", async ({
  page,
  request,
}) => {
  const tour = await doubleSharingTour(request);
  await page.goto(`/packages/${tour.id}`);
  const overview = page.getByRole("tab", { name: "Overview" });
  await expect(overview).toHaveAttribute("aria-selected", "true");
  // a package without fixed departures has no group size to state: nothing, never 'Unlimited'
  await expect(page.getByRole("tabpanel", { name: "Overview" })).toContainText("Duration");
  await expect(page.getByRole("tabpanel", { name: "Overview" })).not.toContainText("Unlimited");
  await expect(page.getByRole("tabpanel", { name: "Overview" })).not.toContainText("Group Size");
  await overview.focus();
  await page.keyboard.press("ArrowRight");
  const itineraryTab = page.getByRole("tab", { name: "Itinerary" });
  await expect(itineraryTab).toBeFocused();
  await expect(itineraryTab).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: "Itinerary" });
  const firstDay = tour.itenory[0]!;
  const heading = firstDay.length > 40 ? `${firstDay.slice(0, 40).trimEnd()}...` : firstDay;
  await expect(panel.locator("summary").first()).toContainText("Day 1");
  await expect(panel.locator("summary").first()).toContainText(heading);
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Things To Pack" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(overview).toHaveAttribute("aria-selected", "true");

  const gallery = page.getByRole("region", { name: `Photos of ${tour.title}` });
  await gallery.getByRole("button", { name: "Next photo" }).click();
  await expect(gallery.getByRole("button", { name: "Show photo 2" })).toHaveAttribute("aria-current", "true");
  expect(await gallery.getByRole("button", { name: /thumbnail/ }).count()).toBeLessThanOrEqual(4);

  const reviews = page.getByRole("region", { name: "What Our Travelers Say" });
  await expect(reviews).toBeVisible();
  const more = reviews.getByRole("button", { name: "See More" }).first();
  if (await more.count()) {
    await more.click();
    await expect(reviews.getByRole("button", { name: "See Less" }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test("detail: unknown and malformed ids answer 'Package Not Found' with 404", async ({ page }) => {
  for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
    const response = await page.goto(`/packages/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Package Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Packages" })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test("detail: TouristTrip with Offer, its rating on a Product, and a BreadcrumbList", async ({ request }) => {
  const tour = await doubleSharingTour(request);
  const html = await (await request.get(`/packages/${tour.id}`)).text();
  expect(html).toContain('"@type":"TouristTrip"');
  expect(html).toContain('"@type":"Offer"');
  expect(html).toContain('"@type":"Product"');
  expect(html).toContain('"@type":"AggregateRating"');
  expect(html).toContain('"@type":"BreadcrumbList"');
});

test("booking in the modal: refused fields, then stored with the server's total and its reference shown", async ({
  page,
  request,
}) => {
  const tour = await doubleSharingTour(request);
  await page.goto(`/packages/${tour.id}`);
  await page.getByRole("button", { name: "More travellers" }).click();
  await page
    .getByRole("complementary", { name: "Price and booking" })
    .getByRole("button", { name: "Book Now" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Book Your Trip" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in all required fields");
  await expect(dialog.getByRole("textbox", { name: "Full Name" })).toHaveAttribute("aria-invalid", "true");

  const name = `Asha Modal ${lettersOf(Date.now())}`; // names take letters only
  await dialog.getByRole("textbox", { name: "Full Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Email" }).fill("asha.modal@example.com");
  await dialog.getByRole("textbox", { name: "Phone" }).fill("9876543210");
  await dialog.getByLabel("Travel Date").fill(futureDate());
  await dialog.getByRole("textbox", { name: "Special Requests" }).fill("Window seats please");
  await dialog.getByRole("button", { name: "Confirm Booking" }).dblclick();

  const confirmation = page.getByRole("dialog", { name: "Booking Request Received" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(tour.title);
  await expect(confirmation).toContainText(tour.destination);
  await expect(confirmation).toContainText(rupees(tour.price * 3));
  await expect(confirmation).toContainText("within 24 hours");
  // a request, not a confirmed trip: its status and what confirms it (a 30 % advance, weeks ahead)
  await expect(confirmation).toContainText("It is not confirmed yet");
  await expect(confirmation).toContainText("Pending");
  await expect(confirmation).toContainText("Advance (30%) at booking");
  await expect(confirmation).toContainText(rupees(Math.round(tour.price * 3 * 0.3)));
  await expect(confirmation).not.toContainText("Your trip is booked");
  const reference = (await confirmation.getByText(/^SF-[A-Z0-9]{6}$/).textContent())!;
  await expect(confirmation.getByRole("link", { name: /Get WhatsApp Support/ })).toHaveAttribute(
    "href",
    new RegExp(reference),
  );
  await expect(confirmation.getByRole("link", { name: "Continue Exploring" })).toBeVisible();
  await expect(confirmation.getByRole("link", { name: "your booking page" })).toHaveAttribute(
    "href",
    "/booking",
  );
  await expectNoAxeViolations(page);

  const stored = await bookingByReference(page, reference);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    total_amount: tour.price * 3,
    number_of_travelers: 3,
    sharing: "triple",
  });
  const byName = await (await page.request.get(`/api/bookings?q=${encodeURIComponent(name)}`)).json();
  expect(byName).toHaveLength(1); // the double click made one booking
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same booking posts to the page, keeps what was typed, then confirms", async ({
    page,
    request,
  }) => {
    const tour = await doubleSharingTour(request);
    await page.goto(`/packages/${tour.id}`);
    await page
      .getByRole("complementary", { name: "Price and booking" })
      .getByRole("link", { name: "Book Now" })
      .click();
    const form = page.getByRole("region", { name: "Book This Trip" });
    await form.getByLabel("Double Sharing").check();
    await form.getByRole("spinbutton", { name: "Travellers" }).fill("3");
    await form.getByRole("textbox", { name: "Full Name" }).fill("Ravi NoScript");
    await form.getByRole("textbox", { name: "Email" }).fill("not-an-email");
    await form.getByRole("textbox", { name: "Phone" }).fill("9876543210");
    await form.getByLabel("Travel Date").fill(futureDate());
    await form.getByRole("button", { name: "Confirm Booking" }).click();

    const again = page.getByRole("region", { name: "Book This Trip" });
    await expect(again.getByText("Please enter a valid email address")).toBeVisible();
    await expect(again.getByRole("textbox", { name: "Full Name" })).toHaveValue("Ravi NoScript");
    await expect(again.getByRole("spinbutton", { name: "Travellers" })).toHaveValue("3");
    await expect(again.getByLabel("Double Sharing")).toBeChecked();
    await again.getByRole("textbox", { name: "Email" }).fill("ravi.noscript@example.com");
    await again.getByRole("button", { name: "Confirm Booking" }).click();

    const done = page.getByRole("region", { name: "Booking Request Received" });
    await expect(done).toBeVisible();
    await expect(done).toContainText(rupees(tour.double_sharing_price! * 3));
    const reference = (await done.getByText(/^SF-[A-Z0-9]{6}$/).textContent())!;
    // the traveller's own page, opened from the confirmation with the reference and email
    await done.getByRole("link", { name: "your booking page" }).click();
    await page.getByRole("textbox", { name: "Booking reference" }).fill(reference);
    await page.getByRole("textbox", { name: "Email or phone number" }).fill("ravi.noscript@example.com");
    await page.getByRole("button", { name: "Find my booking" }).click();
    await expect(page.getByText(reference).first()).toBeVisible();
    await expect(page.getByText("Ravi NoScript").first()).toBeVisible();
    const stored = await bookingByReference(page, reference);
    expect(stored[0]).toMatchObject({
      total_amount: tour.double_sharing_price! * 3,
      number_of_travelers: 3,
      sharing: "double",
    });
  });
});

test("the booking form shown before scripts run passes axe, with its messages", async ({ page, request }) => {
  const tour = await doubleSharingTour(request);
  // the page as a visitor sees it while (or if) our JavaScript never arrives
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(`/packages/${tour.id}`);
  const form = page.getByRole("region", { name: "Book This Trip" });
  await form.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(page.getByRole("region", { name: "Book This Trip" }).getByRole("alert")).toHaveText(
    "Please fill in all required fields",
  );
  await expectNoAxeViolations(page);
});
