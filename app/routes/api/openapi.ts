import { openApiDocument } from "~/features/api-docs/api-catalogue";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/openapi";

// built once per site address: the schemas do not change while the process runs
let cached = { siteUrl: "", document: {} as unknown };

const handle = apiRoute<Route.LoaderArgs>({
  GET: ({ context }) => {
    const siteUrl = context.config.SITE_URL;
    if (cached.siteUrl !== siteUrl) {
      const document = openApiDocument({
        siteUrl,
        agencyName: context.config.AGENCY_NAME,
        agencyEmail: context.config.AGENCY_EMAIL,
      });
      cached = { siteUrl, document };
    }
    return json(cached.document, { headers: { "Cache-Control": "public, max-age=300" } });
  },
});

export const loader = handle;
export const action = handle;
