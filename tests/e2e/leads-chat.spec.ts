import { expect, test, type Page } from "./fixtures";
import {
  enquiriesMatching,
  expectNoAxeViolations,
  skipLeadPopup,
  unique,
  waitForHydration,
} from "./lead-helpers";

const WHATSAPP_TEXT = encodeURIComponent(
  "Hi, I'm interested in your travel services. Can you please provide more information?",
);

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat with us" }).click();
  await page.getByRole("button", { name: "Chat with our assistant" }).click();
  return page.getByRole("dialog", { name: "Travel Assistant" });
}

async function introduce(page: Page, name: string, mobile = "9876543210") {
  const chat = page.getByRole("dialog", { name: "Travel Assistant" });
  await chat.getByRole("textbox", { name: "Your name" }).fill(name);
  await chat.getByRole("button", { name: "Send" }).click();
  await chat.getByRole("textbox", { name: "Your mobile number" }).fill(mobile);
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByRole("list", { name: "Suggested questions" })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  // WhatsApp is out of reach in tests: answer its page locally
  await context.route("https://wa.me/**", (route) => route.fulfill({ body: "<title>WhatsApp</title>" }));
});

test("the widget's menu offers WhatsApp and the assistant; the main button toggles and closes", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  const main = page.getByRole("button", { name: "Chat with us" });
  await main.click();
  await expect(page.getByRole("list", { name: "Chat options" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Close chat options" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Close chat options" }).click();
  await expect(page.getByRole("list", { name: "Chat options" })).toBeHidden();

  await main.click();
  await page.getByRole("button", { name: "WhatsApp" }).click();
  const composer = page.getByRole("dialog", { name: "Chat on WhatsApp" });
  await expect(composer.getByRole("textbox", { name: "Your message" })).toHaveValue(/^Hi, I'm interested/);
  await expect(composer.getByRole("link", { name: /Send on WhatsApp/ })).toHaveAttribute(
    "href",
    `https://wa.me/919876543210?text=${WHATSAPP_TEXT}`,
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Close WhatsApp message" }).last().click();
  await expect(composer).toBeHidden();
  await expect(page.getByRole("button", { name: "Chat with us" })).toBeFocused();
});

test("chat: name, mobile checked, lead stored from the chatbot, six answers then WhatsApp", async ({
  page,
  request,
}) => {
  const name = unique("Chat ");
  await skipLeadPopup(page);
  await page.goto("/");
  await waitForHydration(page);
  const chat = await openChat(page);
  const log = chat.getByRole("log", { name: "Chat messages" });
  await expect(log).toHaveAttribute("aria-live", "polite");
  await expect(log).toContainText("May I know your name?");
  await expect(chat.getByRole("button", { name: "Send" })).toBeDisabled();
  await expectNoAxeViolations(page);

  await chat.getByRole("textbox", { name: "Your name" }).fill(name);
  await chat.getByRole("button", { name: "Send" }).click();
  await chat.getByRole("textbox", { name: "Your mobile number" }).fill("12345");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(log).toContainText("Please enter a valid mobile number (10-12 digits)");
  await chat.getByRole("textbox", { name: "Your mobile number" }).fill("9876543210");
  await chat.getByRole("button", { name: "Send" }).click();

  const suggestions = chat.getByRole("list", { name: "Suggested questions" });
  await expect(suggestions.getByRole("button")).toHaveCount(7);
  await expectNoAxeViolations(page);
  expect(await enquiriesMatching(request, name)).toEqual([
    expect.objectContaining({ name, phone: "9876543210", source: "chatbot" }),
  ]);

  await suggestions.getByRole("button", { name: "How far in advance should I book?" }).click();
  await expect(log).toContainText("2-3 weeks ahead for domestic trips and 4-6 weeks ahead for international");
  await suggestions.getByRole("button", { name: "How do I confirm my booking?" }).click();
  await expect(log).toContainText(
    "A 30% advance confirms your booking; the balance is due before departure.",
  );
  await suggestions.getByRole("button", { name: "Is travel insurance included?" }).click();
  await expect(log).toContainText("Travel insurance is not included");
  for (let left = 3; left > 1; left--) await suggestions.getByRole("button").first().click();
  await expect(suggestions.getByRole("button")).toHaveCount(2);

  const popup = page.waitForEvent("popup");
  await suggestions.getByRole("button").first().click();
  const opened = new URL((await popup).url());
  expect(opened.origin + opened.pathname).toBe("https://wa.me/919876543210");
  expect(opened.searchParams.get("text")).toBe(decodeURIComponent(WHATSAPP_TEXT));
  await expect(log).toContainText("Connecting you with a travel expert on WhatsApp");
});

test("'Contact for more details' opens WhatsApp; reopening starts over", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  let chat = await openChat(page);
  await introduce(page, unique("Again "));
  const popup = page.waitForEvent("popup");
  await chat.getByRole("button", { name: "Contact for more details" }).click();
  expect((await popup).url()).toContain("https://wa.me/919876543210?text=");

  await page.bringToFront();
  await page.getByRole("button", { name: "Close chat" }).last().click();
  await expect(chat).toBeHidden();
  chat = await openChat(page);
  await expect(chat.getByRole("textbox", { name: "Your name" })).toBeVisible();
  await expect(chat.getByRole("log")).not.toContainText("Contact for more details");
});

test("a chat lead that cannot be saved gets the chat's apology", async ({ page }) => {
  await page.route("**/api/contact/chatbot", (route) =>
    route.fulfill({ status: 503, json: { success: false } }),
  );
  await page.goto("/faq");
  await waitForHydration(page);
  await openChat(page);
  await introduce(page, "Offline");
  await expect(page.getByRole("log")).toContainText(
    "Sorry, there was an issue saving your information. Please try again later.",
  );
});

test("the closed bubble moves to the other corner while it would cover the package's Book Now, and comes back", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the booking card sits at the bottom right on wide screens");
  await skipLeadPopup(page);
  await page.goto("/packages");
  await page.getByRole("link", { name: "View Details" }).first().click();
  await waitForHydration(page);
  const bubble = page.getByRole("button", { name: "Chat with us" });
  const bookNow = page
    .getByRole("complementary", { name: "Price and booking" })
    .getByRole("button", { name: "Book Now" });
  // scroll so that Book Now sits in the bottom right corner, where the bubble is
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await bookNow.boundingBox())!;
  await page.evaluate((y) => window.scrollBy(0, y), box.y + box.height - 790);
  // the bubble waits in the bottom left, clear of Book Now, still there to chat
  await expect.poll(async () => (await bubble.boundingBox())?.x).toBeLessThan(100);
  await expect(bubble).toBeVisible();
  // nothing covers Book Now: a click on it reaches it
  await bookNow.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(async () => (await bubble.boundingBox())?.x).toBeGreaterThan(1000);
  await expect(bubble).toBeVisible();
});
