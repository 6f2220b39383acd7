import { expect, test, type Page } from "./fixtures";
import {
  createTourThroughApi,
  expectNoAxeViolations,
  logInAsAdmin,
  uniqueTitle,
} from "./admin-content-helpers";

/** Issue 41: the back office's screens, driven as the agency's manager would, with axe on each. */
test.describe.configure({ timeout: 180_000 });

const inDays = (days: number) =>
  new Date(Date.now() + (days * 24 + 5.5) * 3_600_000).toISOString().slice(0, 10);

/** A look at the screen as it is, at 390 and 1280 px wide, for a person to check (test-results/). */
async function snapshot(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test("suppliers: add one, record a bill and pay it in two parts, see the payables", async ({ page }) => {
  await logInAsAdmin(page);
  const name = uniqueTitle("Hotel Deyzor");
  await page.goto("/admin/suppliers");
  await expect(page.getByRole("heading", { name: "Suppliers", level: 1 })).toBeVisible();
  const add = page.getByRole("region", { name: "Add a supplier" });
  await add.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await add.getByRole("combobox", { name: "Provides" }).selectOption("hotel");
  await add.getByRole("textbox", { name: "GSTIN" }).fill("27AAPFU0939F1ZA");
  await add.getByRole("button", { name: "Add supplier" }).click();
  await expect(add.getByRole("alert")).toHaveText("Please check the highlighted fields");
  await expect(add.getByText("does not match its check character")).toBeVisible();
  await add.getByRole("textbox", { name: "GSTIN" }).fill("27AAPFU0939F1ZV");
  await add.getByRole("button", { name: "Add supplier" }).click();
  await expect(add.getByRole("status")).toHaveText(`Supplier added: ${name}`);
  await expectNoAxeViolations(page);
  await snapshot(page, "suppliers");

  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  const bill = page.getByRole("region", { name: "Record a bill" });
  await bill.getByRole("textbox", { name: "Bill number" }).fill("DZ-901");
  await bill.getByLabel("Bill date").fill(inDays(0));
  await bill.getByLabel("Due date").fill(inDays(7));
  await bill.getByRole("textbox", { name: "Amount (₹, GST included)" }).fill("12,345.67");
  await bill.getByRole("textbox", { name: "GST in it (₹)" }).fill("1322.75");
  await bill.getByRole("button", { name: "Record bill" }).click();
  await expect(bill.getByRole("status")).toHaveText("Bill recorded: DZ-901");

  const payment = page.getByRole("region", { name: "Record a payment" });
  const pay = async (amount: string, method: string, reference: string) => {
    await payment.getByRole("textbox", { name: "Amount paid (₹)" }).fill(amount);
    await payment.getByLabel("Paid on").fill(inDays(0));
    await payment.getByRole("combobox", { name: "Paid by" }).selectOption(method);
    await payment.getByRole("textbox", { name: "UTR or reference" }).fill(reference);
    await payment.getByRole("button", { name: "Record payment" }).click();
  };
  await pay("5000", "upi", "12345");
  await expect(payment.getByText("A UPI UTR has 12 digits")).toBeVisible();
  await pay("5000", "upi", "412345678901");
  await expect(payment.getByRole("status")).toHaveText("Payment recorded: bill DZ-901 is part-paid");
  const bills = page.getByRole("table", { name: "Bills" });
  await expect(bills).toContainText("₹7,345.67");
  await expectNoAxeViolations(page);
  await snapshot(page, "supplier-ledger");

  await page
    .getByRole("navigation", { name: "Suppliers and profit" })
    .getByRole("link", { name: "Payables" })
    .click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("₹7,345.67");
  await expect(page.getByRole("button", { name: "Download Tally XML" })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, "payables");

  await page.goto(`/admin/suppliers`);
  await page.getByRole("link", { name }).click();
  await pay("7345.67", "bank_transfer", "HDFCN5202611");
  await expect(payment.getByText("Every bill is paid.").or(payment.getByRole("status"))).toBeVisible();
  await expect(page.getByRole("table", { name: "Bills" })).toContainText("Paid");
});

test("a departure's cost sheet, its margin and break-even, and the profit report", async ({ page }) => {
  await logInAsAdmin(page);
  const title = uniqueTitle("Spiti Circuit Costs");
  const tour = await createTourThroughApi(page.request, title);
  // go/no-go 21 days before: 9 days from now, so the Overview lists it
  const date = inDays(30);
  const created = await page.request.post(`/api/tours/${tour.id}/departures`, { data: { date, seats: 12 } });
  expect(created.status()).toBe(201);
  const departure = (await created.json()) as { id: string };
  const booked = await page.request.post("/api/bookings", {
    data: {
      package_id: tour.id,
      departure_id: departure.id,
      customer_name: "Asha Verma",
      customer_email: "asha-costs@example.com",
      customer_phone: "9876543210",
      number_of_travelers: 2,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto(`/admin/tours/departures/${tour.id}`);
  await page.getByRole("link", { name: /^Costs and margin of the/ }).click();
  await expect(page.getByRole("heading", { name: /^Costs of the/ })).toBeVisible();
  const editor = page.getByRole("region", { name: "Edit the cost lines" });
  const line = (n: number) => editor.getByRole("group", { name: `New line ${n}` });
  await line(1).getByRole("textbox", { name: "What for" }).fill("Tempo traveller");
  await line(1).getByRole("combobox", { name: "Basis" }).selectOption("per_vehicle");
  await line(1).getByRole("textbox", { name: "Unit cost (₹)" }).fill("40000");
  await line(2).getByRole("textbox", { name: "What for" }).fill("Homestays");
  await line(2).getByRole("textbox", { name: "Unit cost (₹)" }).fill("1500");
  await line(2).getByRole("textbox", { name: "Quantity" }).fill("5");
  await line(2).getByRole("textbox", { name: "GST %" }).fill("5");
  await editor.getByRole("button", { name: "Save the cost sheet" }).click();
  await expect(line(1).getByText("Give the seats of one vehicle")).toBeVisible();
  await line(1).getByRole("textbox", { name: "Quantity" }).fill("12");
  await editor.getByRole("button", { name: "Save the cost sheet" }).click();
  await expect(editor.getByRole("status")).toHaveText("Cost sheet saved");
  const money = page.getByRole("region", { name: "Margin and break-even" });
  await expect(money).toContainText("Below break-even");
  await expect(money).toContainText("2 of 12");
  await expect(money).toContainText("Go/no-go by");
  // 6 travellers: ₹91,422.86 against one vehicle and 6 × ₹7,875 (₹87,250); 5 fall short
  await expect(money).toContainText("4 more travellers (6 in all)");
  await expect(money).toContainText("At GST 18 %");
  await expectNoAxeViolations(page);
  await snapshot(page, "departure-costs");

  await page.goto(`/admin/reports/departures?from=${inDays(29)}&to=${inDays(31)}`);
  await expect(page.getByRole("heading", { name: "Margin per departure" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    /departures\.csv\?from=/,
  );
  await expectNoAxeViolations(page);
  await snapshot(page, "departure-report");

  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Departures to decide: below break-even" })).toContainText(
    title,
  );
  await page.goto("/admin/settings/tally");
  await expect(page.getByRole("textbox", { name: "Sales (tour packages)" })).toHaveValue(
    "Tour Package Sales",
  );
  await expectNoAxeViolations(page);
});
