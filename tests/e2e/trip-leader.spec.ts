import { mkdir } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";
import { addDays, todayInIndia } from "../../app/lib/dates";
import { expectNoAxeViolations, logInByApi, unique } from "./admin-support";

/** With TRIP_SCREENSHOTS=<folder>, each screen is photographed at 390 and 1280 px for a person to look at. */
const shots = process.env.TRIP_SCREENSHOTS;
async function snap(page: Page, name: string) {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test("the tour leader's page opens without signal after one visit, and a headcount ticked offline is stored once", async ({
  page,
  browser,
}, testInfo) => {
  // two contexts, axe three times and a service worker on a shared, busy machine
  test.setTimeout(300_000);
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await logInByApi(admin);

  // a departure of a demo package with two bookings and a vehicle
  const tours = (await (await admin.request.get("/api/tours")).json()) as { id: string; title: string }[];
  const tour = tours[testInfo.project.name === "phone" ? 0 : 1]!;
  let departureId = "";
  for (let days = 60 + Math.floor(Math.random() * 200); !departureId; days += 1) {
    const made = await admin.request.post(`/api/tours/${tour.id}/departures`, {
      data: { date: addDays(todayInIndia(), days), seats: 20 },
    });
    if (made.status() === 201) departureId = ((await made.json()) as { id: string }).id;
  }
  const names = [unique("Leader Group A "), unique("Leader Group B ")].map((n) =>
    n.replace(/[^A-Za-z ]/g, ""),
  );
  for (const [i, name] of names.entries()) {
    const booked = await admin.request.post("/api/bookings", {
      data: {
        package_id: tour.id,
        departure_id: departureId,
        customer_name: name,
        customer_email: `leader-${Date.now()}-${i}@example.com`,
        customer_phone: "9876543210",
        number_of_travelers: 2,
      },
    });
    expect(booked.status()).toBe(201);
  }
  const base = `/api/tours/${tour.id}/departures/${departureId}`;
  expect(
    (
      await admin.request.put(`${base}/vehicles`, {
        data: [
          { label: "Tempo Traveller 1", seats: 12, driver_name: "Stanzin Dorje", driver_phone: "9419012345" },
        ],
      })
    ).status(),
  ).toBe(200);

  // the admin's screen of the departure
  await admin.goto(`/admin/tours/departures/${tour.id}/trip/${departureId}`);
  await expect(
    admin.getByRole("heading", { level: 1, name: `Running the trip: ${tour.title}` }),
  ).toBeVisible();
  await admin.getByRole("button", { name: "Make the leader’s link" }).click();
  const status = admin.getByRole("status");
  await expect(status).toContainText("Link made");
  const url = (await status.locator(".font-mono").textContent())!;
  await expectNoAxeViolations(admin);
  await snap(admin, "trip-admin");

  // the leader's first visit, with signal: the page is kept for later
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole("heading", { name: "Travellers (4)" })).toBeVisible();
  await expect(page.getByText("Kept for use without signal.")).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await snap(page, "trip-leader");

  // no signal: the page still opens from the phone, with the travellers and when it was fetched
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Travellers (4)" })).toBeVisible();
  await expect(page.getByText(`Traveller 1 of`).first()).toBeVisible();
  await expect(page.getByText("No signal: showing the copy kept on this phone.")).toBeVisible();
  await expect(page.getByText("Last updated")).toBeVisible();

  // a headcount ticked without signal waits on the phone
  await page.getByRole("radio", { name: "Evening" }).check();
  await page.getByLabel("Travellers present (of 4)").fill("3");
  await page.getByLabel("Note (optional)").fill("One resting at the hotel");
  await page.getByRole("button", { name: "Record headcount" }).click();
  await expect(page.getByRole("status")).toContainText("it will be sent when there is signal");
  await expect(page.getByText("Waiting to send: 1 headcount")).toBeVisible();
  await expectNoAxeViolations(page);

  // the signal returns: it is sent, and however often the page sends again, stored once
  await page.context().setOffline(false);
  await expect(page.getByRole("status")).toContainText("1 headcount sent to the agency.");
  await expect(page.getByText("Waiting to send")).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("evening: 3 of 4")).toBeVisible();
  const checkIns = (await (await admin.request.get(`${base}/check-ins`)).json()) as {
    moment: string;
    present: number;
    note: string;
  }[];
  expect(checkIns).toEqual([
    expect.objectContaining({ moment: "evening", present: 3, note: "One resting at the hotel" }),
  ]);

  // staff see it on the departure's screen
  await admin.reload();
  await expect(admin.getByText("evening: 3 of 4 (One resting at the hotel)")).toBeVisible();
});
