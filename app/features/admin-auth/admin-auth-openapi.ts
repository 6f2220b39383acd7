import { z } from "zod";
import { apiCalls, errorBodySchema } from "~/lib/openapi";
import {
  loginSchema,
  secondFactorPolicyMessages,
  secondFactorPolicySchema,
  totpChangeMessages,
  totpChangeSchema,
} from "./admin-auth-schema";

const secondFactorPolicyAnswer = z.object({ required: z.boolean() });

const call = apiCalls("Admin auth");

export const adminAuthOperations = [
  call("POST /api/auth/login", "logIn", {
    summary: "Log in as admin",
    description:
      "Log in as admin with {id, password} (and `code` when the admin has the second factor on: the 6 digits from the authenticator app, or a recovery code): sets the httpOnly session cookie sf_admin (30 minutes idle, 12 hours at most). Five failures for one ID from one address in 15 minutes, or twenty from one address, lock further tries from there for the rest of those 15 minutes; ten failures for one ID from browsers that have never logged in to it (whatever their addresses) lock it for all such browsers, while a browser holding the account's device cookie sf_device (set at login, a year) keeps its own allowance of five, so an attacker cannot lock the owner out; the agency's address is emailed when the account locks. Wrong codes count as failures.",
    body: loginSchema,
    answers: {
      200: [
        "Logged in; the session cookie is set",
        z.object({ success: z.literal(true), admin: z.object({ id: z.string() }) }),
      ],
      401: [
        "'Invalid ID or Password' (unknown ID, wrong password or wrong code), or, for the right password without a code when one is needed, `code_required: true`",
        errorBodySchema.extend({ code_required: z.literal(true).optional() }),
      ],
      403: "Posted from another site",
      429: "Too many failed attempts; Retry-After says how many seconds to wait",
    },
  }),
  call("POST /api/auth/logout", "logOut", {
    summary: "Log out",
    description:
      "End the admin session and clear its cookie (200 even when not logged in). With ?everywhere=true (logged in only), end every session of this admin.",
    answers: {
      200: [
        "Logged out",
        z.object({
          success: z.literal(true),
          sessions_ended: z.number().int().optional().describe("with ?everywhere=true"),
        }),
      ],
      403: "Posted from another site",
    },
  }),
  call("POST /api/auth/totp", "enableTotp", {
    summary: "Turn on the second factor",
    description:
      "Turn on the second factor (TOTP): without a body, a new secret and otpauth:// URI for the authenticator app; then with {code}, turn it on and get 10 one-time recovery codes (shown once, stored hashed). While it is on, a new enrolment (a new phone) needs {password, code} (the current password and a current code); the old app stays in force until the new one's code is confirmed, and the agency's address is emailed. Session only: API tokens are refused (403).",
    admin: true,
    body: z.object({ code: z.string().optional(), password: z.string().optional() }),
    answers: {
      200: [
        "The secret to enrol, or the recovery codes once on",
        z.union([
          z.object({ success: z.literal(true), secret: z.string(), otpauth_uri: z.string() }),
          z.object({ success: z.literal(true), recovery_codes: z.array(z.string()) }),
        ]),
      ],
      400: "The code, or the password and current code, are not right",
      403: totpChangeMessages.tokenRefused,
    },
  }),
  call("DELETE /api/auth/totp", "disableTotp", {
    summary: "Turn off the second factor",
    description:
      "Turn the second factor off (its recovery codes go too), with {password, code}: the current password and a current code or unused recovery code (not needed to drop an enrolment that was never confirmed). Session only: API tokens are refused (403). The agency's address is emailed.",
    admin: true,
    body: totpChangeSchema.partial(),
    answers: {
      200: ["Off", z.object({ success: z.literal(true) })],
      400: `${totpChangeMessages.wrongProof}; or '${secondFactorPolicyMessages.keepOwn}'`,
      403: totpChangeMessages.tokenRefused,
    },
  }),
  call("GET /api/auth/totp/policy", "getSecondFactorPolicy", {
    summary: "Whether every admin must use a second factor",
    description:
      "Whether the agency requires a second factor of every admin. On for a new installation (ADMIN_TOTP_REQUIRED), so its first login enrols one; while it is on, an admin without a second factor is answered 403 everywhere but enrolling it (POST /api/auth/totp), this rule, who is logged in and logging out.",
    admin: true,
    answers: {
      200: ["The rule", secondFactorPolicyAnswer],
    },
  }),
  call("PUT /api/auth/totp/policy", "setSecondFactorPolicy", {
    summary: "Require a second factor of every admin, or not",
    description:
      "Turn the rule on or off with {required}. Only an admin whose own second factor is on may change it; turning it off also needs {password, code} (the current password and a current code or unused recovery code), is emailed to the agency's address, and both are audited. Session only: API tokens are refused (403).",
    admin: true,
    body: secondFactorPolicySchema,
    answers: {
      200: ["The rule now", secondFactorPolicyAnswer],
      400: `'${secondFactorPolicyMessages.ownFirst}', or the password and code are not right`,
      403: totpChangeMessages.tokenRefused,
    },
  }),
  call("GET /api/auth/me", "getCurrentAdmin", {
    summary: "Who is logged in",
    description: "The admin behind this session cookie or Bearer token",
    admin: true,
    answers: {
      200: ["Logged in as", z.object({ id: z.string() })],
    },
  }),
];
