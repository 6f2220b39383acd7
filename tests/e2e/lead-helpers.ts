export { expectNoAxeViolations } from "./axe";
import { expect, type APIRequestContext, type Page } from "./fixtures";
import { lettersOf } from "./letters";

/**
 * The floating widget renders once the page is hydrated, and `<html data-hydrated>` is set then
 * (lib/preact-dom-client.ts): after this, forms post through fetchers.
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** A value no other test (or run) uses, to find this test's lead in the admin list. */
export function unique(prefix: string) {
  return `${prefix}${lettersOf(Date.now())}${lettersOf(Math.floor(Math.random() * 26 ** 5))}`;
}

type StoredEnquiry = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  destination: string;
  source: string;
};

/** The enquiries the admin sees for a search, through the admin API (`GET /api/contact?q=`). */
export async function enquiriesMatching(request: APIRequestContext, q: string): Promise<StoredEnquiry[]> {
  const login = await request.post("/api/auth/login", {
    data: { id: "e2e-admin", password: "e2e-admin-password" },
  });
  expect(login.ok()).toBe(true);
  const response = await request.get(`/api/contact?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: StoredEnquiry[] }).data;
}

/** For tests on the home page that are not about its popup: this session has already seen it. */
export async function skipLeadPopup(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem("modalShown", "true"));
}
