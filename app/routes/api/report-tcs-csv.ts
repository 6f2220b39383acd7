import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { tcsRegisterQuerySchema } from "~/features/tax/tax-rule-schema";
import { tcsRegister, tcsRegisterCsv } from "~/features/tax/tcs-register-service.server";
import { apiRoute, parseWith, queryOf } from "~/lib/http.server";
import type { Route } from "./+types/report-tcs-csv";

/** The TCS register of a financial-year quarter as a CSV file, for the quarterly return. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    const { quarter } = parseWith(tcsRegisterQuerySchema, queryOf(request));
    return tcsRegisterCsv(await tcsRegister(context.db, quarter));
  },
});

export const loader = handle;
export const action = handle;
