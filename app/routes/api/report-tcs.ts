import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { tcsRegisterQuerySchema } from "~/features/tax/tax-rule-schema";
import { tcsRegister } from "~/features/tax/tcs-register-service.server";
import { apiRoute, json, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/report-tcs";

/** The TCS register of a financial-year quarter (issue 40). */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const { quarter } = parseWith(tcsRegisterQuerySchema, queryOf(request));
    return json(await tcsRegister(context.db, quarter));
  },
});

export const loader = handle;
export const action = handle;
