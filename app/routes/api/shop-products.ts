import { listProducts } from "~/features/shop/shop-service.server";
import { apiRoute, publicJson } from "~/lib/http.server";
import type { Route } from "./+types/shop-products";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ context }) => publicJson(await listProducts(context.db)),
});

export const loader = handle;
export const action = handle;
