import { expect, test, type Page } from "./fixtures";
import { enquiriesMatching, expectNoAxeViolations, unique, waitForHydration } from "./lead-helpers";

async function fillContactForm(
  page: Page,
  values: { name: string; email: string; phone: string; message: string },
) {
  await page.getByRole("textbox", { name: "Full name" }).fill(values.name);
  await page.getByRole("textbox", { name: "Email" }).fill(values.email);
  await page.getByRole("textbox", { name: "Phone (optional)" }).fill(values.phone);
  await page.getByRole("combobox", { name: "Subject (optional)" }).selectOption("Custom Trip Planning");
  await page.getByRole("textbox", { name: "Message" }).fill(values.message);
}

test("contact page: three cards, the form's subjects, a message stored from the website", async ({
  page,
  request,
}) => {
  const name = unique("Contact ");
  await page.goto("/contact");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
  for (const card of ["Call us", "Email us", "Visit our office"]) {
    await expect(page.getByRole("heading", { name: card })).toBeVisible();
  }
  await expect(page.getByText("Mon-Sat 9 AM-7 PM")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Subject (optional)" }).locator("option")).toHaveText([
    "Choose a subject",
    "Package Inquiry",
    "Custom Trip Planning",
    "Booking Support",
    "General Information",
    "Feedback",
  ]);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveAccessibleDescription(
    "Please enter your name",
  );
  await expectNoAxeViolations(page);

  await fillContactForm(page, {
    name,
    email: "guest@example.com",
    phone: "98765 43210",
    message: "Six of us in May.",
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("");

  expect(await enquiriesMatching(request, name)).toEqual([
    expect.objectContaining({
      name,
      email: "guest@example.com",
      phone: "9876543210",
      subject: "Custom Trip Planning",
      message: "Six of us in May.",
      source: "website",
    }),
  ]);
});

test.describe("contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused post keeps what was typed with the message beside the field; a good one is stored", async ({
    page,
    request,
  }) => {
    const name = unique("NoJs ");
    await page.goto("/contact");
    await fillContactForm(page, { name, email: "nojs@example.com", phone: "12", message: "Hello" });
    await page.getByRole("button", { name: "Send Message" }).click();
    const phone = page.getByRole("textbox", { name: "Phone (optional)" });
    await expect(phone).toHaveAccessibleDescription("Please enter a valid mobile number (10-12 digits)");
    await expect(phone).toHaveValue("12");
    await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue(name);
    await expect(page.getByRole("combobox", { name: "Subject (optional)" })).toHaveValue(
      "Custom Trip Planning",
    );
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");

    await phone.fill("");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    expect(await enquiriesMatching(request, name)).toEqual([
      expect.objectContaining({ name, source: "website", subject: "Custom Trip Planning" }),
    ]);
  });
});
