import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  gstinCheckCharacter,
  settingsMessages,
} from "../../app/features/agency-settings/agency-settings-schema";
import { adminHeaders } from "../setup/admin";
import { startTestServer, type TestServer } from "../setup/test-server";

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({
    AGENCY_UPI_ID: "first@okaxis",
    AGENCY_STATE_CODE: "27",
    AGENCY_GSTIN: "",
  });
  admin = await adminHeaders(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

const put = (body: unknown, headers = admin) =>
  server.fetch("/api/settings/agency", {
    method: "PUT",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("GSTIN check character", () => {
  it("is the published mod-36 scheme", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("24AAACC1206D1Z")).toBe("M");
    expect(gstinCheckCharacter("33AAACH7409R1Z")).toBe("8");
  });
});

describe("agency settings API", () => {
  it("is for admins only", async () => {
    expect((await server.fetch("/api/settings/agency")).status).toBe(401);
    expect((await put({ upi_id: "x@y" }, {})).status).toBe(401);
  });

  it("starts from the environment, with the issue's keys", async () => {
    const response = await server.fetch("/api/settings/agency", { headers: admin });
    expect(response.status).toBe(200);
    const settings = await response.json();
    expect(Object.keys(settings).sort()).toEqual(
      [
        "legal_name",
        "address",
        "gstin",
        "state_code",
        "upi_id",
        "upi_payee_name",
        "bank_account_name",
        "bank_account_number",
        "bank_ifsc",
        "sac_code",
        "invoice_prefix",
        // who signs the documents (issue 40); the GST and TCS rates are tax rules since (ADR 054)
        "signatory_name",
        "signatory_designation",
        // the pre-departure briefing's number (issue 27)
        "on_trip_phone",
        // how far below a package's price an agent may quote without approval (issue 37)
        "agent_discount_limit_percent",
      ].sort(),
    );
    expect(settings).toMatchObject({
      upi_id: "first@okaxis",
      state_code: "27",
      gstin: "",
      sac_code: "998552",
      signatory_name: "",
    });
  });

  it("refuses a GSTIN whose last character is not its check character, and other bad fields", async () => {
    const wrongCheck = await put({ gstin: "27AAPFU0939F1ZW" });
    expect(wrongCheck.status).toBe(400);
    expect((await wrongCheck.json()).errors).toEqual({ gstin: settingsMessages.gstinCheck });

    const bad = await put({
      gstin: "27AAPFU0939F1Z",
      upi_id: "no-handle",
      bank_ifsc: "HDFC1234567",
      state_code: "25",
      signatory_name: "x".repeat(101),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      gstin: settingsMessages.gstinLength,
      upi_id: settingsMessages.upiId,
      bank_ifsc: settingsMessages.ifsc,
      state_code: settingsMessages.stateCode,
      signatory_name: "Must be at most 100 characters",
    });

    // a valid GSTIN of another state than the agency's
    const otherState = await put({ gstin: "24AAACC1206D1ZM" });
    expect(otherState.status).toBe(400);
    expect((await otherState.json()).errors).toEqual({ gstin: settingsMessages.gstinState });
  });

  it("saves some keys, keeps the others, and audits the change", async () => {
    const response = await put({
      gstin: "27aapfu0939f1zv",
      upi_id: "safar@okhdfc",
      signatory_name: "Meera Rao",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      gstin: "27AAPFU0939F1ZV",
      upi_id: "safar@okhdfc",
      signatory_name: "Meera Rao",
      state_code: "27",
      sac_code: "998552",
    });
    const again = await (await server.fetch("/api/settings/agency", { headers: admin })).json();
    expect(again.upi_id).toBe("safar@okhdfc");
    const audit = await (
      await server.fetch("/api/admin/audit?action=settings.updated", { headers: admin })
    ).json();
    expect(audit[0]).toMatchObject({
      action: "settings.updated",
      before: { upi_id: "first@okaxis", signatory_name: "" },
      after: { upi_id: "safar@okhdfc", signatory_name: "Meera Rao" },
    });
  });
});
