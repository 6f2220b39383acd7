import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Site
  index("routes/site/home.tsx"),

  // JSON API (SPEC.md section 7). Each file answers every method of its path (405 for others).
  // -- tours --
  route("api/tours", "routes/api/tours.ts"),
  route("api/tours/featured", "routes/api/tours-featured.ts"),
  route("api/tours/:id", "routes/api/tour.ts"),
  // -- admin auth --
  // -- leads: contact, chatbot, newsletter --
  // -- reviews --
  // -- bookings --
  // -- shop --
  // -- push subscriptions --
  // -- api docs --
  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;
