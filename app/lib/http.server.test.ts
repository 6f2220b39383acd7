import { describe, expect, it } from "vitest";
import { HttpError, MAX_JSON_DEPTH, readJson } from "./http.server";

const jsonRequest = (body: BodyInit) =>
  new Request("http://x/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });

async function refusal(body: BodyInit) {
  const error = await readJson(jsonRequest(body)).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("readJson (issue 22)", () => {
  it("refuses 8,000 nested objects with 400 and a message, without overflowing the stack", async () => {
    const nested = '{"a":'.repeat(8000) + "1" + "}".repeat(8000);
    const error = await refusal(nested);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/nested/i);
  });

  it("refuses 8,000 nested arrays, and any nesting past the limit", async () => {
    expect((await refusal("[".repeat(8000) + "]".repeat(8000))).status).toBe(400);
    const justOver = "[".repeat(MAX_JSON_DEPTH + 1) + "]".repeat(MAX_JSON_DEPTH + 1);
    expect((await refusal(justOver)).status).toBe(400);
  });

  it("accepts nesting up to the limit, and brackets inside strings do not count", async () => {
    const atLimit = "[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH);
    await expect(readJson(jsonRequest(atLimit))).resolves.toBeDefined();
    const text = { message: "{[".repeat(1000) + '\\"{' };
    await expect(readJson(jsonRequest(JSON.stringify(text)))).resolves.toEqual(text);
  });

  it("still finds a lone surrogate deep in a wide body, naming its field", async () => {
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, "ok"]));
    const body = { ...wide, trip: { days: [{ note: "fine" }, { note: "bad \ud800" }] } };
    const error = await refusal(JSON.stringify(body));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({ "trip.days.1.note": "Must not contain control characters" });
  });

  it("refuses a body that is not valid UTF-8 with 400 instead of replacing the bytes", async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"name":"Asha'),
      0xff,
      0xfe,
      ...new TextEncoder().encode('"}'),
    ]);
    const error = await refusal(bytes);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/UTF-8/);
  });
});
