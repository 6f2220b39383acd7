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
  route("api/auth/login", "routes/api/auth-login.ts"),
  route("api/auth/logout", "routes/api/auth-logout.ts"),
  route("api/auth/me", "routes/api/auth-me.ts"),
  // -- leads: contact, chatbot, newsletter --
  route("api/contact", "routes/api/contact.ts"),
  route("api/contact/chatbot", "routes/api/contact-chatbot.ts"),
  // -- reviews --
  route("api/reviews", "routes/api/reviews.ts"),
  route("api/reviews/:id", "routes/api/review.ts"),
  // -- bookings --
  route("api/bookings", "routes/api/bookings.ts"),
  route("api/bookings/:id/status", "routes/api/booking-status.ts"),
  // -- shop --
  route("api/shop/products", "routes/api/shop-products.ts"),
  route("api/shop/orders", "routes/api/shop-orders.ts"),
  // -- push subscriptions --
  route("api/subscription/subscribe", "routes/api/subscription-subscribe.ts"),
  // -- api docs --
  route("api/openapi.json", "routes/api/openapi.ts"),
  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;
