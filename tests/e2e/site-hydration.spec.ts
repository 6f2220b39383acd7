import { expect, test, type Page } from "./fixtures";
import { waitForHydration } from "./lead-helpers";
import { publicPagePaths } from "../setup/public-pages";
import { apiTours } from "./site-helpers";

/**
 * The browser renders with Preact's React-compatible layer while the server renders with React
 * (ADR 018): every public page hydrates without an error in the console or an uncaught exception,
 * and the ids that tie labels, descriptions and controls together still point at something after
 * hydration and after parts of the page mount later (messages, dialogs, panels).
 */

// a busy machine: these visit many pages
test.describe.configure({ timeout: 120_000 });

/**
 * Console errors, uncaught exceptions and assets that failed to load, from now on. The browser's
 * own line for an answer of 4xx is left out: a 404 page and a refused form answer so on purpose.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(`console: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (response.status() >= 400 && ["script", "stylesheet", "image", "font"].includes(type)) {
      errors.push(`${type} ${response.url()}: ${response.status()}`);
    }
  });
  page.on("requestfailed", (request) => {
    if (!request.failure()?.errorText.includes("ERR_ABORTED")) {
      errors.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
    }
  });
  return errors;
}

/** Every id reference on the page that points at nothing: `for`, aria-labelledby/-describedby/-controls. */
async function danglingIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dangling: string[] = [];
    const check = (element: Element, attribute: string) => {
      // a closed dialog keeps its name and description attributes while its content is not rendered
      if (element.closest("dialog:not([open])")) return;
      const value = element.getAttribute(attribute);
      if (!value) return;
      for (const id of value.split(/\s+/).filter(Boolean)) {
        if (!document.getElementById(id))
          dangling.push(`${element.tagName.toLowerCase()}[${attribute}=${id}]`);
      }
    };
    for (const element of document.querySelectorAll("label[for]")) check(element, "for");
    for (const element of document.querySelectorAll("[aria-labelledby]")) check(element, "aria-labelledby");
    for (const element of document.querySelectorAll("[aria-describedby]")) check(element, "aria-describedby");
    // a collapsed control may name a panel that is not rendered while it is closed
    for (const element of document.querySelectorAll("[aria-controls]:not([aria-expanded='false'])")) {
      check(element, "aria-controls");
    }
    return dangling;
  });
}

async function expectIdsResolve(page: Page, when: string) {
  expect(await danglingIdReferences(page), when).toEqual([]);
}

test("every public page hydrates with no console error and no dangling id reference", async ({
  page,
  request,
}) => {
  const tour = (await apiTours(request)).find((t) => t.available)!;
  const paths = publicPagePaths(tour.id);
  const errors = collectErrors(page);
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expectIdsResolve(page, path);
    expect(errors, path).toEqual([]);
  }
});

test("client-side navigation between public pages raises no error", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  await page.goto("/packages");
  await waitForHydration(page);
  await page.getByRole("link", { name: "View Details" }).first().click();
  await expect(page).toHaveURL(/\/packages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("tablist")).toBeVisible();
  await expectIdsResolve(page, "package page after client navigation");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Tour Packages" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("ids still match after hydration when messages, panels and dialogs mount later", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);

  // a field's message mounts beside a field rendered by the server
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByLabel("Full name").fill("A");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(/.+/);
  await expectIdsResolve(page, "contact form with its messages");

  // tabs rendered by the server, panels swapped by the client
  const tour = (await apiTours(request)).find((t) => t.available && t.itenory.length > 0)!;
  await page.goto(`/packages/${tour.id}`);
  await waitForHydration(page);
  for (const name of ["Itinerary", "Inclusions/Exclusions", "Things To Pack", "Overview"]) {
    const tab = page.getByRole("tab", { name });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    const panelId = await tab.getAttribute("aria-controls");
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    expect(await page.locator(`[id="${panelId}"]`).getAttribute("aria-labelledby")).toBe(
      await tab.getAttribute("id"),
    );
  }
  await expectIdsResolve(page, "package tabs");

  // a dialog mounted by the client: its name and description resolve
  await page.getByRole("button", { name: "Book Now" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName("Book Your Trip");
  await expect(dialog).toHaveAccessibleDescription(tour.title);
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(dialog.getByLabel("Full Name")).toHaveAccessibleDescription(/.+/);
  await expectIdsResolve(page, "booking dialog with its messages");
  await page.keyboard.press("Escape");

  // the chat assistant, mounted on demand
  await page.getByRole("button", { name: "Chat with us" }).click();
  await page.getByRole("button", { name: "Chat with our assistant" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveAccessibleName(/.+/);
  await expectIdsResolve(page, "chat assistant");
  expect(errors).toEqual([]);
});

test("hydration keeps the page's styles in place and adds no module preloads to the page", async ({
  page,
  request,
}) => {
  // what hydration did to the document: the page's styles taken out of <head>, links put into <body>
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { hydrationMoves: string[] }).hydrationMoves = seen;
    addEventListener("load", () => {
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            // the server's resource hints are dropped on purpose (lib/preact-dom-client.ts)
            // (moving an inline script is harmless: the browser does not run it again)
            if (record.target === document.head && node instanceof HTMLStyleElement)
              seen.push("removed the <style> from <head>");
          }
          for (const node of record.addedNodes) {
            if (
              node instanceof HTMLLinkElement &&
              node.rel === "modulepreload" &&
              record.target !== document.head
            )
              seen.push(`added a module preload to <${(record.target as Element).localName}>`);
          }
        }
        if (document.documentElement.hasAttribute("data-hydrated")) observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  });
  const tour = (await apiTours(request)).find((t) => t.available)!;
  for (const path of ["/", `/packages/${tour.id}`, "/travel-gear-store"]) {
    await page.goto(path);
    await waitForHydration(page);
    // moving the inline <style> makes the browser restyle the whole page right after it paints
    expect(
      await page.evaluate(() => (window as unknown as { hydrationMoves: string[] }).hydrationMoves),
      path,
    ).toEqual([]);
  }
});

test("parts hydrated after the rest appear once, in their place, and work", async ({ page, request }) => {
  // every heading the server wrote, in order, before any script ran
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { serverHeadings: string[] }).serverHeadings = [
        ...document.querySelectorAll("h1, h2, h3"),
      ].map((heading) => heading.textContent ?? "");
    });
  });
  const tour = (await apiTours(request)).find((t) => t.available)!;
  for (const path of publicPagePaths(tour.id)) {
    // the parts are in the server's HTML in their place, not sent hidden after the rest for a
    // script to move (only data that a page streams later is)
    expect(await (await request.get(path)).text(), path).not.toMatch(
      /<div hidden id="S:[^"]*"><(header|main|footer)\b/,
    );
    await page.goto(path);
    await waitForHydration(page);
    const { before, after } = await page.evaluate(() => ({
      before: (window as unknown as { serverHeadings: string[] }).serverHeadings,
      after: [...document.querySelectorAll("h1, h2, h3")].map((heading) => heading.textContent ?? ""),
    }));
    // hydration may drop what only a browser without scripts needs (the booking form) and add
    // what the browser mounts, but never makes a second copy of a part or moves one
    const count = (list: string[], heading: string) => list.filter((h) => h === heading).length;
    expect(
      after.filter((heading) => before.includes(heading) && count(after, heading) > count(before, heading)),
      `${path}: a part twice`,
    ).toEqual([]);
    expect(
      after.filter((heading) => before.includes(heading)),
      `${path}: a part moved`,
    ).toEqual(before.filter((heading) => after.includes(heading)));
  }

  // parts hydrated later answer: the package page's tabs, the footer's links (in the same document)
  await page.goto(`/packages/${tour.id}`);
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Itinerary" }).click();
  await expect(page.getByRole("tab", { name: "Itinerary" })).toHaveAttribute("aria-selected", "true");
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});
