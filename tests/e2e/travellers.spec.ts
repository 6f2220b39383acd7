import { expect, test, type Page } from "./fixtures";
import { addDays, formatTravelDate, todayInIndia } from "../../app/lib/dates";
import { expectNoAxeViolations, logInByApi, unique } from "./admin-support";
import { freeDateTours } from "./site-helpers";

// axe and several round trips per test: give them room on a busy machine
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

type Person = {
  name: string;
  birth: string;
  gender: string;
  nationality: string;
  idType: string;
  idNumber: string;
  expiry?: string;
};

async function fillTraveller(page: Page, n: number, person: Person) {
  const group = page.getByRole("group", { name: `Traveller ${n}` });
  await group.getByLabel("Full name as on the ID").fill(person.name);
  await group.getByLabel("Date of birth").fill(person.birth);
  await group.getByLabel("Gender").selectOption(person.gender);
  await group.getByLabel("Nationality").selectOption(person.nationality);
  await group.getByLabel("ID type").selectOption(person.idType);
  await group.getByLabel("ID number").fill(person.idNumber);
  // asked only for a passport
  const expiry = group.getByLabel("Passport expiry");
  if (person.idType !== "passport") await expect(expiry).toBeHidden();
  if (person.expiry) await expiry.fill(person.expiry);
  await group.getByLabel("Emergency contact's name").fill("Ravi Verma");
  await group.getByLabel("Emergency contact's phone").fill("9876543210");
}

test("a traveller gives three travellers' details on a phone; staff see the manifest and mark a permit issued", async ({
  page,
}) => {
  // a Tawang package: Indians need an ILP, foreigners a RAP or PAP that takes about 10 days
  const tour = (await freeDateTours(page.request)).find((t) => t.subcategory === "tawang");
  expect(tour, "the demo content has a Tawang package").toBeDefined();
  const travelDate = addDays(todayInIndia(), 6);
  const email = `${unique("travellers-")}@example.com`;
  const made = await page.request.post("/api/bookings", {
    data: {
      package_id: tour!.id,
      customer_name: "Asha Verma",
      customer_email: email,
      customer_phone: "9876543210",
      travel_date: travelDate,
      number_of_travelers: 3,
    },
  });
  expect(made.status()).toBe(201);
  const { booking } = (await made.json()) as { booking: { reference: string; id: string } };
  const lookup = await page.request.get(
    `/api/bookings/lookup?reference=${booking.reference}&contact=${encodeURIComponent(email)}`,
  );
  const { token } = (await lookup.json()) as { token: string };

  await page.goto(`/booking/${token}`);
  const section = page.getByRole("region", { name: "Travellers' details" });
  await expect(section).toContainText("Permits for this route");
  await expect(section).toContainText("Inner Line Permit (ILP)");
  await expectNoAxeViolations(page);

  await fillTraveller(page, 1, {
    name: "Asha Verma",
    birth: "1990-05-02",
    gender: "female",
    nationality: "IN",
    idType: "aadhaar",
    idNumber: "4991 1866 5245",
  });
  await fillTraveller(page, 2, {
    name: "Kiran Verma",
    birth: "1988-11-20",
    gender: "male",
    nationality: "IN",
    idType: "voter_id",
    idNumber: "ABC1234567",
  });
  await fillTraveller(page, 3, {
    name: "Marie Dubois",
    birth: "1992-03-14",
    gender: "female",
    nationality: "FR",
    idType: "passport",
    idNumber: "19AB12345",
    expiry: "2031-01-31",
  });
  await page.getByRole("button", { name: "Save travellers' details" }).click();
  // a mistyped Aadhaar number: refused at its field, nothing else lost
  await expect(section.getByRole("alert").first()).toContainText("Please check the highlighted fields");
  const first = page.getByRole("group", { name: "Traveller 1" });
  await expect(first.getByText("This is not a valid Aadhaar number")).toBeVisible();
  await expect(page.getByRole("group", { name: "Traveller 3" }).getByLabel("ID number")).toHaveValue(
    "19AB12345",
  );
  await expectNoAxeViolations(page);

  await first.getByLabel("ID number").fill("4991 1866 5246");
  await page.getByRole("button", { name: "Save travellers' details" }).click();
  await expect(section.getByRole("status")).toContainText("the travellers' details are saved");
  // the foreigner's permit takes longer than the days left
  await expect(page.getByRole("group", { name: "Traveller 3" })).toContainText("may not be ready");
  // the numbers come back masked
  await expect(first.getByLabel("ID number")).toHaveValue("••••5246");
  await expectNoAxeViolations(page);

  // staff: the package's travel dates, the manifest, a permit marked issued
  await logInByApi(page);
  await page.goto(`/admin/tours/departures/${tour!.id}`);
  await page.getByRole("link", { name: `Manifest of ${formatTravelDate(travelDate)}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Manifest: ${tour!.title}` })).toBeVisible();
  // (another run of this test may have booked the same date: this booking's row)
  const marie = new RegExp(`${booking.reference}.*Marie Dubois`);
  const row = page.getByRole("row", { name: marie });
  await expect(row).toContainText("••••2345");
  await expect(row).toContainText("Needed");
  await expect(page.getByRole("link", { name: "Download Excel" })).toHaveAttribute(
    "href",
    /manifest\.xlsx\?date=/,
  );
  await expectNoAxeViolations(page);

  await row.getByLabel("Permit of Marie Dubois").selectOption("issued");
  await row.getByRole("button", { name: "Save permit" }).click();
  await expect(row.getByRole("status")).toHaveText("Permit updated");
  await row.getByRole("button", { name: "Reveal the ID number of Marie Dubois" }).click();
  await expect(row).toContainText("19AB12345");
  await page.reload();
  await expect(page.getByRole("row", { name: marie })).toContainText("Issued");
  await expect(page.getByRole("row", { name: marie })).not.toContainText("19AB12345");
  await expectNoAxeViolations(page);

  // the traveller's own page says which permits are issued (issue 38)
  await page.goto(`/booking/${token}`);
  const permits = page.getByRole("region", { name: "Permits" });
  await expect(permits.getByRole("listitem").filter({ hasText: "Marie Dubois" })).toContainText("Issued");
  await expectNoAxeViolations(page);
  await permits.screenshot({ path: test.info().outputPath("booking-permits.png") });

  // the booking's own page shows the same travellers
  await page.goto(`/admin/bookings/${booking.id}`);
  const travellers = page.getByRole("region", { name: "Travellers" });
  await expect(travellers).toContainText("3 of 3 travellers' details given");
  await expect(travellers).toContainText("••••5246");
  await expectNoAxeViolations(page);
});
