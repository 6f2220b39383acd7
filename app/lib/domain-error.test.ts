import { describe, expect, it } from "vitest";
import { DomainError, domainErrorStatus, fieldError, invalidFields } from "./domain-error";
import { apiRoute, HttpError } from "./http.server";

describe("DomainError", () => {
  it("gives each kind of failure its status", () => {
    expect(new DomainError("invalid", "x").status).toBe(400);
    expect(new DomainError("not-found", "x").status).toBe(404);
    expect(new DomainError("conflict", "x").status).toBe(409);
    expect(new DomainError("too-large", "x").status).toBe(413);
  });

  it("tells a page action the status, or null for an error that is not one", () => {
    expect(domainErrorStatus(fieldError("conflict", "package_id", "Taken"))).toBe(409);
    expect(domainErrorStatus(new HttpError(400, "x"))).toBeNull();
    expect(domainErrorStatus(new Error("x"))).toBeNull();
  });

  it("reaches an API client as its status, message and messages per field", async () => {
    const route = apiRoute({
      POST: () => {
        throw invalidFields({ package_id: "Unknown tour package" });
      },
      DELETE: () => {
        throw new DomainError("not-found", "Review not found");
      },
    });
    const args = (method: string) => ({
      request: new Request("http://test/api/x", { method }),
      params: {},
      context: {},
    });
    const invalid = await route(args("POST"));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      success: false,
      message: "Please check the highlighted fields",
      errors: { package_id: "Unknown tour package" },
    });
    const missing = await route(args("DELETE"));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: "Review not found" });
  });
});
