import { listProducts } from "~/features/shop/shop-service.server";
import { apiRoute, json } from "~/lib/http.server";
import type { Route } from "./+types/shop-products";

const handle = apiRoute<Route.LoaderArgs>({
  GET: async ({ context }) => json(await listProducts(context.db)),
});

export const loader = handle;
export const action = handle;
