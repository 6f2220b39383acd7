import { describe, expect, it } from "vitest";
import {
  clearedSessionCookie,
  isSameOrigin,
  readCookie,
  readSessionCookie,
  sessionCookie,
} from "./admin-guard.server";

const SITE = "https://safarnama.example";
const post = (headers: Record<string, string>, url = `${SITE}/api/auth/logout`) =>
  new Request(url, { method: "POST", headers });

describe("session cookie", () => {
  it("is httpOnly, SameSite=Lax, site-wide, for the session's 12-hour lifetime, Secure only on https", () => {
    expect(sessionCookie("abc", false)).toBe("sf_admin=abc; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax");
    // issue 22: on https the __Host- prefix, so no subdomain or http page can plant one
    expect(sessionCookie("abc", true)).toBe(
      "__Host-sf_admin=abc; Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    expect(clearedSessionCookie(true)).toBe(
      "__Host-sf_admin=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
  });

  it("on https is read only under its __Host- name (issue 22)", () => {
    const request = (cookie: string) => new Request(SITE, { headers: { cookie } });
    expect(readSessionCookie(request("__Host-sf_admin=good"), true)).toBe("good");
    expect(readSessionCookie(request("sf_admin=planted"), true)).toBeNull();
    expect(readSessionCookie(request("sf_admin=plain"), false)).toBe("plain");
  });

  it("is read from among other cookies; a mangled value is kept as sent (it matches no session)", () => {
    const request = (cookie: string) => new Request(SITE, { headers: { cookie } });
    expect(readCookie(request("a=1; sf_admin=tok=en; b=2"), "sf_admin")).toBe("tok=en");
    expect(readCookie(request("sf_admin_x=1"), "sf_admin")).toBeNull();
    expect(readCookie(request("sf_admin=%E0%A4%A"), "sf_admin")).toBe("%E0%A4%A");
  });
});

describe("isSameOrigin", () => {
  it("accepts our own origin, the request's own origin, or no sign of another site", () => {
    expect(isSameOrigin(post({ origin: SITE }), SITE)).toBe(true);
    expect(isSameOrigin(post({ origin: "http://10.0.0.5:3000" }, "http://10.0.0.5:3000/api/x"), SITE)).toBe(
      true,
    );
    expect(isSameOrigin(post({}), SITE)).toBe(true);
    expect(isSameOrigin(post({ "sec-fetch-site": "same-origin" }), SITE)).toBe(true);
  });

  it("refuses another origin, an opaque origin and a browser's cross-site mark", () => {
    expect(isSameOrigin(post({ origin: "https://evil.example" }), SITE)).toBe(false);
    expect(isSameOrigin(post({ origin: "https://safarnama.example.evil.example" }), SITE)).toBe(false);
    expect(isSameOrigin(post({ origin: "null" }), SITE)).toBe(false);
    expect(isSameOrigin(post({ "sec-fetch-site": "cross-site" }), SITE)).toBe(false);
    expect(isSameOrigin(post({ "sec-fetch-site": "same-site" }), SITE)).toBe(false);
  });
});
