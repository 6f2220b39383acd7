import { z } from "zod";
import type { ApiOperation } from "~/lib/openapi";
import { loginSchema } from "./admin-auth-schema";

export const adminAuthOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/auth/login",
    summary:
      "Log in as admin with {id, password}: sets the httpOnly session cookie sf_admin. Five failures for one ID in 15 minutes, or twenty from one address, lock further tries for the rest of those 15 minutes.",
    tag: "Admin auth",
    body: loginSchema,
    responses: {
      200: {
        description: "Logged in; the session cookie is set",
        schema: z.object({ success: z.literal(true), admin: z.object({ id: z.string() }) }),
      },
      401: { description: "'Invalid ID or Password' (unknown ID or wrong password)" },
      403: { description: "Posted from another site" },
      429: { description: "Too many failed attempts; Retry-After says how many seconds to wait" },
    },
  },
  {
    method: "post",
    path: "/api/auth/logout",
    summary: "End the admin session and clear its cookie (200 even when not logged in)",
    tag: "Admin auth",
    responses: {
      200: { description: "Logged out", schema: z.object({ success: z.literal(true) }) },
      403: { description: "Posted from another site" },
    },
  },
  {
    method: "get",
    path: "/api/auth/me",
    summary: "The admin behind this session cookie or Bearer token",
    tag: "Admin auth",
    admin: true,
    responses: { 200: { description: "Logged in as", schema: z.object({ id: z.string() }) } },
  },
];
