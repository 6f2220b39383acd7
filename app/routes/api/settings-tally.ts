import { requireAdmin } from "~/features/admin-auth/admin-guard.server";
import { tallyLedgersUpdateSchema, tallyMessages } from "~/features/back-office/tally/tally-schema";
import {
  getTallyLedgers,
  updateTallyLedgers,
} from "~/features/back-office/tally/tally-settings-service.server";
import { apiRoute, json, parseWith, readJson } from "~/lib/http.server";
import type { Route } from "./+types/settings-tally";

/** The ledger names of the Tally export. */
const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ request, context }) => {
    await requireAdmin(request, context);
    return json(await getTallyLedgers(context.db));
  },
  PUT: async ({ request, context }) => {
    await requireAdmin(request, context);
    const update = parseWith(tallyLedgersUpdateSchema, await readJson(request));
    return json({
      success: true,
      message: tallyMessages.saved,
      ledgers: await updateTallyLedgers(context.db, update),
    });
  },
});

export const loader = handle;
export const action = handle;
