import { expect, test } from "./fixtures";
import { makeImage, textPretendingToBeJpeg, tinyPdf } from "../fixtures/upload-files";
import { expectNoAxeViolations, logInAsAdmin, uniqueTitle } from "./admin-content-helpers";

type TourJson = {
  id: string;
  title: string;
  price: number;
  duration_days: number;
  inclusions: string[];
  exclusions: string[];
  think_to_pack: string[];
  itenory: string[];
  image_url: string;
  gallery_images: string[];
  itinerary_pdf: string | null;
  featured: boolean;
  available: boolean;
};

test("tour management is behind the login", async ({ page }) => {
  for (const path of ["/admin/tours", "/admin/tours/upload", "/admin/tours/update", "/admin/tours/delete"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
  }
  const api = await page.request.post("/api/tours", { multipart: { title: "x" } });
  expect(api.status()).toBe(401);
});

test("the upload form asks for the required fields and refuses files that are not what they claim", async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto("/admin/tours");
  await expect(page).toHaveURL(/\/admin\/tours\/upload$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tour Management" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Tour Management" });
  await expect(tabs.getByRole("link", { name: "Upload" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Available for booking")).toBeChecked();
  await expect(page.getByLabel("Featured (shown on the home page)")).not.toBeChecked();

  await page.getByRole("button", { name: "Upload Tour" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields");
  await expect(page.getByLabel("Title")).toBeFocused();

  const mainImage = page.getByLabel("Main image");
  await mainImage.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Please select a valid image file")).toBeVisible();
  // a text file named and typed as a JPEG: the browser cannot decode it
  await mainImage.setInputFiles({
    name: "holiday.jpg",
    mimeType: "image/jpeg",
    buffer: textPretendingToBeJpeg,
  });
  await expect(page.getByText("Please select a valid image file")).toBeVisible();
  await expect(mainImage).toBeEnabled();

  await page.getByLabel("Gallery images").setInputFiles([
    {
      name: "a.png",
      mimeType: "image/png",
      buffer: await makeImage({ format: "png", width: 80, height: 60 }),
    },
    { name: "b.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") },
  ]);
  await expect(page.getByText("Please select only image files for gallery")).toBeVisible();

  await page
    .getByLabel("Itinerary PDF")
    .setInputFiles({ name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from("plain text") });
  await expect(page.getByText("Please select a valid PDF file")).toBeVisible();
  await expectNoAxeViolations(page);

  // a real image: previewed, and the picker is disabled until it is removed
  await mainImage.setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await makeImage() });
  await expect(page.getByRole("img", { name: "Preview of the chosen main image" })).toBeVisible();
  await expect(mainImage).toBeDisabled();
  await page.getByRole("button", { name: "Remove image" }).click();
  await expect(mainImage).toBeEnabled();
});

test("previews really show, the pickers name the files chosen, and the required-fields message goes once filled", async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto("/admin/tours/upload");
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/.test(message.text()))
      blocked.push(message.text());
  });
  await page.getByRole("button", { name: "Upload Tour" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Please fill in all required fields");

  // the preview is drawn from a blob: URL, which the admin pages' policy allows (issue 24)
  const mainImage = page.getByLabel("Main image");
  await mainImage.setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await makeImage() });
  const preview = page.getByRole("img", { name: "Preview of the chosen main image" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // the picker names the file it holds, not "No file chosen"
  expect(
    await mainImage.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((f) => f.name)),
  ).toEqual(["cover.jpg"]);
  const gallery = page.getByLabel("Gallery images");
  await gallery.setInputFiles({
    name: "a.png",
    mimeType: "image/png",
    buffer: await makeImage({ format: "png" }),
  });
  await gallery.setInputFiles({
    name: "b.png",
    mimeType: "image/png",
    buffer: await makeImage({ format: "png" }),
  });
  await expect(page.getByRole("img", { name: "New gallery image 2" })).toBeVisible();
  await expect
    .poll(() => gallery.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((f) => f.name)))
    .toEqual(["a.png", "b.png"]);
  await page.getByRole("button", { name: "Remove new gallery image 1" }).click();
  await expect
    .poll(() => gallery.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((f) => f.name)))
    .toEqual(["b.png"]);
  const pdf = page.getByLabel("Itinerary PDF");
  await pdf.setInputFiles({ name: "plan.pdf", mimeType: "application/pdf", buffer: tinyPdf });
  await expect(page.getByText("Chosen: plan.pdf")).toBeVisible();
  expect(await pdf.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("plan.pdf");

  // the message stays while a required field is empty, and goes once the last one is filled
  await page.getByLabel("Title").fill(uniqueTitle("Message Goes Trek"));
  await page.getByRole("textbox", { name: "Destination", exact: true }).fill("Kerala");
  await page.getByLabel("Duration").fill("4 Days 3 Nights");
  await page.getByLabel("Description").fill("Backwaters.");
  await page.getByLabel("Inclusions").fill("Houseboat,, Meals");
  await expect(alert).toHaveText("Please fill in all required fields");
  await expect(page.getByLabel("Title")).not.toHaveAttribute("aria-invalid");
  await page.getByLabel("Price (triple sharing)").fill("12999");
  await expect(alert).toHaveCount(0);
  await expect(page.getByLabel("Price (triple sharing)")).not.toHaveAttribute("aria-invalid");
  await expectNoAxeViolations(page);
  expect(blocked).toEqual([]);
});

test("a failed save says so and keeps everything typed", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/admin/tours/upload");
  await page.route("**/api/tours", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false}' }),
  );
  const title = uniqueTitle("Kept Values Trek");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Destination", exact: true }).fill("Kerala");
  await page.getByLabel("Duration").fill("4 Days 3 Nights");
  await page.getByLabel("Description").fill("Backwaters.");
  await page.getByLabel("Price (triple sharing)").fill("12999");
  await page.getByLabel("Inclusions").fill("Houseboat,, Meals");
  await page
    .getByLabel("Main image")
    .setInputFiles({ name: "c.jpg", mimeType: "image/jpeg", buffer: await makeImage() });
  await page.getByRole("button", { name: "Upload Tour" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "An error occurred while saving the tour. Please try again.",
  );
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Inclusions")).toHaveValue("Houseboat,, Meals");
  await expect(page.getByRole("img", { name: "Preview of the chosen main image" })).toBeVisible();
});

test("create a tour with image, gallery and PDF, find it, change its price and delete it", async ({
  page,
}) => {
  test.slow();
  await logInAsAdmin(page);
  const title = uniqueTitle("Zanskar Frozen River");
  await page.goto("/admin/tours/upload");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Destination", exact: true }).fill("Leh Ladakh");
  await page.getByLabel("Duration").fill("9 Days 8 Nights");
  await page.getByLabel("Pick and drop").fill("Leh – Leh");
  await page.getByLabel("Destination key").selectOption("ladakh");
  await page.getByLabel("Description").fill("Walk the frozen Zanskar river.\nCamps every night.");
  await page.getByLabel("Price (triple sharing)").fill("34999");
  await page.getByLabel("Original price", { exact: true }).fill("39,999");
  await page.getByLabel("Double sharing price").fill("37999");
  await page.getByLabel("Inclusions").fill(" Camps ,, Meals,,,,  ,, Permits ");
  await page.getByLabel("Exclusions").fill("Flights");
  await page.getByLabel("Things to pack").fill("Down jacket,, Gaiters");
  await page
    .getByLabel("Itinerary (one item per day)")
    .fill("Arrive in Leh,, Acclimatise,, Drive to Chilling");
  await page.getByLabel("Featured (shown on the home page)").check();
  await page.getByLabel("Main image").setInputFiles({
    name: "river.jpg",
    mimeType: "image/jpeg",
    buffer: await makeImage({ width: 1200, height: 800 }),
  });
  await page.getByLabel("Gallery images").setInputFiles([
    {
      name: "one.png",
      mimeType: "image/png",
      buffer: await makeImage({ format: "png", width: 500, height: 300 }),
    },
    { name: "two.jpg", mimeType: "image/jpeg", buffer: await makeImage({ width: 500, height: 300 }) },
  ]);
  await expect(page.getByRole("list", { name: "Gallery" }).getByRole("img")).toHaveCount(2);
  await page
    .getByLabel("Itinerary PDF")
    .setInputFiles({ name: "plan.pdf", mimeType: "application/pdf", buffer: tinyPdf });
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Upload Tour" }).click();

  await expect(page).toHaveURL(/\/admin\/tours\/upload\?created=/);
  await expect(page.getByRole("status")).toHaveText(`Tour package “${title}” uploaded.`);
  await expect(page.getByLabel("Title")).toHaveValue("");

  // on the public API, lists split at the double commas
  const found = (await (
    await page.request.get(`/api/tours?q=${encodeURIComponent(title)}`)
  ).json()) as TourJson[];
  expect(found).toHaveLength(1);
  const tour = found[0]!;
  expect(tour).toMatchObject({
    title,
    price: 34999,
    inclusions: ["Camps", "Meals", "Permits"],
    exclusions: ["Flights"],
    think_to_pack: ["Down jacket", "Gaiters"],
    itenory: ["Arrive in Leh", "Acclimatise", "Drive to Chilling"],
    // "Length in days" left empty: the days the duration names
    duration_days: 9,
    featured: true,
    available: true,
  });
  expect(tour.gallery_images).toHaveLength(2);
  expect((await page.request.get(tour.image_url)).status()).toBe(200);
  expect((await page.request.get(tour.itinerary_pdf!)).headers()["content-type"]).toContain(
    "application/pdf",
  );

  // Update: found by title, loaded into the form
  await page.goto("/admin/tours/update");
  await page.getByLabel("Search by title").fill(title);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row")).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: `Update ${title}` }).click();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Inclusions")).toHaveValue("Camps,, Meals,, Permits");
  await expect(page.getByLabel("Length in days")).toHaveValue("9");
  await expect(page.getByRole("img", { name: "The current main image" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Price (triple sharing)").fill("31999");
  await page.getByLabel("Length in days").fill("10");
  await page.getByRole("button", { name: "Update Tour" }).click();
  await expect(page).toHaveURL(/\/admin\/tours\/upload\?updated=/);
  await expect(page.getByRole("status")).toContainText("updated");
  const updated = (await (await page.request.get(`/api/tours/${tour.id}`)).json()) as TourJson;
  expect(updated.price).toBe(31999);
  expect(updated.duration_days).toBe(10);
  expect(updated.gallery_images).toEqual(tour.gallery_images);
  expect(updated.image_url).toBe(tour.image_url);

  // a booking of the tour outlives it, keeping the title
  const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const booking = await page.request.post("/api/bookings", {
    data: {
      package_id: tour.id,
      travel_date: tomorrow,
      number_of_travelers: 2,
      customer_name: "Meera Iyer",
      customer_email: "meera@example.com",
      customer_phone: "9876543210",
    },
  });
  expect(booking.ok()).toBe(true);

  await page.goto("/admin/tours/delete");
  await page.getByLabel("Search by title").fill(title);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Are you sure you want to delete this tour?");
  await expect(dialog).toContainText(`Its 1 booking stays in Bookings under the title “${title}”`);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Delete tour" }).click();
  await expect(page).toHaveURL(/\/admin\/tours\/upload\?deleted=/);
  await expect(page.getByRole("status")).toHaveText(`Tour package “${title}” deleted.`);
  expect((await page.request.get(`/api/tours/${tour.id}`)).status()).toBe(404);
  const bookings = (await (await page.request.get("/api/bookings?q=meera@example.com")).json()) as {
    package_title: string;
  }[];
  expect(bookings.map((b) => b.package_title)).toContain(title);
});
