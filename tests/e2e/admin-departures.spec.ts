import { expect, test } from "./fixtures";
import { possessive } from "../../app/lib/possessive";
import {
  createTourThroughApi,
  expectNoAxeViolations,
  logInAsAdmin,
  uniqueTitle,
} from "./admin-content-helpers";

test.describe.configure({ timeout: 90_000 });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const shown = (date: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

test("the departures and waitlist screens are behind the login", async ({ page }) => {
  for (const path of ["/admin/tours/departures", "/admin/tours/waitlist"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
  }
});

test("the admin adds, edits, closes and reopens a package's departures", async ({ page }) => {
  await logInAsAdmin(page);
  const title = uniqueTitle("Departures Admin Trail");
  await createTourThroughApi(page.request, title);

  await page.goto("/admin/tours/upload");
  await page
    .getByRole("navigation", { name: "Tour Management" })
    .getByRole("link", { name: "Departures" })
    .click();
  await page.getByRole("searchbox").fill(title);
  await page.getByRole("searchbox").press("Enter");
  await page.getByRole("link", { name: `Departures of ${title}` }).click();
  await expect(page.getByRole("heading", { name: `Departures of ${title}` })).toBeVisible();
  await expect(page.getByText("No departures yet")).toBeVisible();
  await expectNoAxeViolations(page);

  const date = inDays(50);
  const add = page.getByRole("region", { name: "Add a departure" });
  await add.getByRole("button", { name: "Add departure" }).click();
  await expect(add.getByText("Please choose the departure date")).toBeVisible();
  await add.getByLabel("Date").fill(date);
  await add.getByRole("spinbutton", { name: "Seats" }).fill("4");
  await add.getByRole("textbox", { name: "Note for visitors" }).fill("Monsoon batch");
  await add.getByRole("button", { name: "Add departure" }).click();
  await expect(add.getByRole("status")).toHaveText(`Departure on ${shown(date)} added.`);
  await expect(add.getByRole("spinbutton", { name: "Seats" })).toHaveValue("");

  const table = page.getByRole("table", { name: "Departures by date" });
  const row = table.getByRole("row").filter({ hasText: shown(date) });
  await expect(row).toContainText("Monsoon batch");
  await expect(row).toContainText("Only 4 left!");

  await row.getByRole("button", { name: `Edit the ${shown(date)} departure` }).click();
  const edit = page.getByRole("dialog", { name: "Edit departure" });
  await edit.getByRole("spinbutton", { name: "Seats" }).fill("9");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("9 seats left");

  await row.getByRole("button", { name: `Close the ${shown(date)} departure` }).click();
  await expect(row).toContainText("Closed");
  await row.getByRole("button", { name: `Reopen the ${shown(date)} departure` }).click();
  await expect(row).toContainText("9 seats left");
  await expectNoAxeViolations(page);

  // a second departure, then deleted
  const spare = inDays(80);
  await add.getByLabel("Date").fill(spare);
  await add.getByRole("spinbutton", { name: "Seats" }).fill("6");
  await add.getByRole("button", { name: "Add departure" }).click();
  const spareRow = table.getByRole("row").filter({ hasText: shown(spare) });
  await spareRow.getByRole("button", { name: `Delete the ${shown(spare)} departure` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete the ${shown(spare)} departure?` });
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Delete departure" }).click();
  await expect(spareRow).toHaveCount(0);
});

test("the waitlist shows who was offered what, and an entry becomes a booking", async ({ page }) => {
  await logInAsAdmin(page);
  const title = uniqueTitle("Waitlist Admin Trail");
  const tour = await createTourThroughApi(page.request, title);
  const created = await page.request.post(`/api/tours/${tour.id}/departures`, {
    data: { date: inDays(40), seats: 2 },
  });
  const departure = (await created.json()) as { id: string; date: string };
  const booked = await page.request.post("/api/bookings", {
    data: {
      package_id: tour.id,
      departure_id: departure.id,
      number_of_travelers: 2,
      customer_name: "First Pair",
      customer_email: "first.pair@example.com",
      customer_phone: "9876543210",
    },
  });
  const { booking } = (await booked.json()) as { booking: { id: string } };
  const name = uniqueTitle("Waiting Meera");
  const joined = await page.request.post("/api/waitlist", {
    data: {
      departure_id: departure.id,
      customer_name: name,
      customer_email: "waiting.meera@example.com",
      customer_phone: "9123456780",
      number_of_travelers: 2,
    },
  });
  expect(joined.status()).toBe(201);

  await page.goto(`/admin/tours/departures/${tour.id}`);
  await page
    .getByRole("link", { name: /1 waiting/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/tours/waitlist\\?departure_id=${departure.id}`));
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Waiting");
  await expectNoAxeViolations(page);

  // the pair cancels: the seats are offered to the first in line
  await page.request.patch(`/api/bookings/${booking.id}/status`, { data: { status: "cancelled" } });
  await page.reload();
  await expect(row).toContainText("Offered");
  await expect(row).toContainText("2 seats offered");

  await row.getByRole("button", { name: `Convert ${possessive(name)} entry to a booking` }).click();
  const dialog = page.getByRole("dialog", { name: "Convert to booking?" });
  await expect(dialog).toContainText(shown(departure.date));
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Convert to booking" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "now a booking" })).toBeVisible();
  await expect(row).toContainText("Booked");
  await expect(row).toContainText(/Booking SF-/);
  await expect(row.getByRole("button", { name: /Convert/ })).toHaveCount(0);
});
