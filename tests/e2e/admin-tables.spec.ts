import { expect, test, type Locator } from "./fixtures";
import { createBooking, expectNoAxeViolations, logInByApi, unique } from "./admin-support";

test.describe.configure({ timeout: 60_000 });

/** Where each rendered line of an element's text after the first begins: the characters either side. */
async function lineStarts(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const text = node.textContent ?? "";
    const range = document.createRange();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const starts: string[] = [];
    let lastTop: number | null = null;
    let offset = 0;
    for (let current = walker.nextNode(); current; current = walker.nextNode()) {
      for (let i = 0; i < (current.textContent ?? "").length; i++) {
        range.setStart(current, i);
        range.setEnd(current, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        if (lastTop !== null && top > lastTop + 2) starts.push(text.slice(offset + i - 1, offset + i + 1));
        lastTop = top;
      }
      offset += (current.textContent ?? "").length;
    }
    return starts;
  });
}

test("admin tables: emails wrap at @ and dots only, phones are grouped, the brand is whole", async ({
  page,
  request,
}) => {
  await logInByApi(page);
  const name = unique("Table Tester ");
  const email = `${unique("priyanka.raghunathan-iyer.")}@example-travellers.co.in`.toLowerCase();
  const booking = await createBooking(request, { customer_name: name, customer_email: email });
  await page.goto(`/admin/bookings?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: booking.reference });
  await row.getByRole("button", { name: `Details of booking ${booking.reference}` }).click();

  // +91 and the 5 + 5 grouping, not 9876543210
  await expect(page.getByRole("link", { name: "+91 98765 43210" })).toBeVisible();
  const shown = page.getByRole("link", { name: email });
  await expect(shown).toBeVisible();
  // a line begins at the "@" or a dot, or after a dot or a hyphen: never inside a word
  for (const pair of await lineStarts(shown)) expect(pair).toMatch(/^(.[@.]|[.-].)$/);
  await expectNoAxeViolations(page);

  // the sidebar's brand is shown whole, never cut with an ellipsis
  const brand = page.getByRole("link", { name: /Safarnama Travels\s+Admin/ });
  await expect(brand).toBeVisible();
  expect(await brand.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
  expect(await brand.evaluate((link) => getComputedStyle(link).textOverflow)).not.toBe("ellipsis");
});
