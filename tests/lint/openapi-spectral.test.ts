import { describe, expect, it } from "vitest";
import { defaultOpenApiDocument, lintOpenApiDocument } from "../../scripts/lint-openapi";

type Operation = { operationId?: string; description?: string; tags?: string[] };
type Document = { paths: Record<string, Record<string, Operation>> };

/** `npm run lint:api` (a step of `npm test`) fails on the problems Spectral's oas rules find. */
describe("the API document lint", () => {
  it("reports an operation without operationId or description, and an undeclared tag", () => {
    const document = structuredClone(defaultOpenApiDocument()) as unknown as Document;
    const listBookings = document.paths["/api/bookings"]!.get!;
    delete listBookings.operationId;
    delete listBookings.description;
    document.paths["/api/tours"]!.get!.tags = ["Not declared"];

    const { ok, output } = lintOpenApiDocument(document);

    expect(ok).toBe(false);
    expect(output).toMatch(/operation-operationId\s.*paths\.\/api\/bookings\.get/);
    expect(output).toMatch(/operation-description\s.*paths\.\/api\/bookings\.get/);
    expect(output).toMatch(/operation-tag-defined\s.*paths\.\/api\/tours\.get/);
  });
}, 120_000);
