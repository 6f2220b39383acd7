import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // -- Site: visitor pages (docs/product.md §2) --
  index("routes/site/home.tsx"),
  route("packages", "routes/site/packages.tsx"),
  route("packages/:id", "routes/site/package-detail.tsx"),
  route("destinations/:slug", "routes/site/destination.tsx"),
  route("offers", "routes/site/offers.tsx"),
  route("about", "routes/site/about.tsx"),
  route("contact", "routes/site/contact.tsx"),
  route("faq", "routes/site/faq.tsx"),
  route("term-condition", "routes/site/terms.tsx"),
  route("privacy-policy", "routes/site/privacy-policy.tsx"),
  // the traveller's own booking: by reference and email or phone, or the emailed signed link
  route("booking", "routes/site/booking.tsx"),
  route("booking/:token", "routes/site/booking-link.tsx"),
  route("booking/:token/documents/:documentId", "routes/site/booking-document.ts"),
  // a custom quote's signed link (issue 28): accept it or ask for changes
  route("quote/:token", "routes/site/quote.tsx"),
  // the trip's messages (issue 27): the review form of the review request, the stop of those emails
  route("review/:token", "routes/site/review-link.tsx"),
  route("trip-emails/stop/:token", "routes/site/trip-emails-stop.tsx"),
  // the tour leader's page of a departure (issue 43): signed, works offline after one visit
  route("trip/:token", "routes/site/trip-leader.tsx"),
  route("travel-gear-store", "routes/site/gear-store.tsx"),
  // the shopper's own order: by order number and email
  route("travel-gear-store/order", "routes/site/gear-order.tsx"),
  // form posts that work without JavaScript (the popup and newsletter appear on several pages)
  route("newsletter", "routes/site/newsletter.tsx"),
  route("plan-trip", "routes/site/plan-trip.tsx"),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),

  // -- Admin area: every loader and action calls requireAdminPage itself --
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/invite/:token", "routes/admin/staff-invite.tsx"),
  route("admin", "routes/admin/admin-layout.tsx", [
    index("routes/admin/overview.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("bookings/:id", "routes/admin/booking-detail.tsx"),
    route("payments", "routes/admin/payments.tsx"),
    route("enquiries", "routes/admin/enquiries.tsx"),
    route("contacts", "routes/admin/contacts.tsx"),
    route("contacts/sources", "routes/admin/contact-sources.tsx"),
    route("contacts/:id", "routes/admin/contact-detail.tsx"),
    route("tours", "routes/admin/tours.tsx"),
    route("tours/upload", "routes/admin/tour-upload.tsx"),
    route("tours/update", "routes/admin/tour-update-list.tsx"),
    route("tours/update/:id", "routes/admin/tour-update.tsx"),
    route("tours/delete", "routes/admin/tour-delete.tsx"),
    route("tours/departures", "routes/admin/tour-departures-list.tsx"),
    route("tours/departures/:id", "routes/admin/tour-departures.tsx"),
    route("tours/departures/:id/manifest/:date", "routes/admin/departure-manifest.tsx"),
    route("tours/waitlist", "routes/admin/waitlist.tsx"),
    route("tours/departures/:id/trip/:departureId", "routes/admin/departure-trip.tsx"),
    route("feedback", "routes/admin/feedback.tsx"),
    route("feedback/create", "routes/admin/feedback-create.tsx"),
    route("feedback/delete", "routes/admin/feedback-delete.tsx"),
    route("feedback/moderation", "routes/admin/feedback-moderation.tsx"),
    route("shop-orders", "routes/admin/shop-orders.tsx"),
    route("emails", "routes/admin/emails.tsx"),
    route("notifications", "routes/admin/notifications.tsx"),
    route("people", "routes/admin/people.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("pricing", "routes/admin/pricing.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("quotes", "routes/admin/quotes.tsx"),
    route("quotes/:id", "routes/admin/quote-edit.tsx"),
    route("contacts/:contactId/quotes/new", "routes/admin/quote-new.tsx"),
  ]),
  // CSV downloads (resource routes, outside the layout)
  route("admin/export/bookings.csv", "routes/admin/export-bookings.ts"),
  route("admin/export/enquiries.csv", "routes/admin/export-enquiries.ts"),
  route("admin/export/shop-orders.csv", "routes/admin/export-shop-orders.ts"),

  // -- JSON API (docs/product.md §7). Each file answers every method of its path (405 for others). --
  // tours
  route("api/tours", "routes/api/tours.ts"),
  route("api/tours/featured", "routes/api/tours-featured.ts"),
  route("api/tours/:id", "routes/api/tour.ts"),
  // fixed departures of a package, and the waitlist of sold-out ones
  route("api/tours/:id/departures", "routes/api/tour-departures.ts"),
  route("api/tours/:id/departures/:departureId", "routes/api/tour-departure.ts"),
  // who travels on a date: the manifest as JSON and as an Excel file
  route("api/tours/:id/manifest", "routes/api/tour-manifest.ts"),
  route("api/tours/:id/manifest.xlsx", "routes/api/tour-manifest-xlsx.ts"),
  // running a departure (issue 43): rooms, stays, vehicles, crew, suppliers' answers, the leader's link
  route("api/tours/:id/departures/:departureId/rooming", "routes/api/departure-rooming.ts"),
  route("api/tours/:id/departures/:departureId/stays", "routes/api/departure-stays.ts"),
  route(
    "api/tours/:id/departures/:departureId/stays/:supplierId/rooming-list.pdf",
    "routes/api/departure-rooming-list-pdf.ts",
  ),
  route("api/tours/:id/departures/:departureId/vehicles", "routes/api/departure-vehicles.ts"),
  route(
    "api/tours/:id/departures/:departureId/vehicles/:vehicleId/duty-slip.pdf",
    "routes/api/departure-duty-slip-pdf.ts",
  ),
  route("api/tours/:id/departures/:departureId/crew", "routes/api/departure-crew.ts"),
  route(
    "api/tours/:id/departures/:departureId/supplier-requests",
    "routes/api/departure-supplier-requests.ts",
  ),
  route("api/tours/:id/departures/:departureId/leader-link", "routes/api/departure-leader-link.ts"),
  route("api/tours/:id/departures/:departureId/check-ins", "routes/api/departure-check-ins.ts"),
  route("api/trip/:token/check-ins", "routes/api/trip-check-ins.ts"),
  route("api/waitlist", "routes/api/waitlist.ts"),
  route("api/waitlist/:id", "routes/api/waitlist-entry.ts"),
  route("api/waitlist/:id/booking", "routes/api/waitlist-booking.ts"),
  // admin auth
  route("api/auth/login", "routes/api/auth-login.ts"),
  route("api/auth/logout", "routes/api/auth-logout.ts"),
  route("api/auth/me", "routes/api/auth-me.ts"),
  route("api/auth/totp", "routes/api/auth-totp.ts"),
  route("api/auth/totp/policy", "routes/api/auth-totp-policy.ts"),
  route("api/staff", "routes/api/staff.ts"),
  route("api/staff/:id", "routes/api/staff-member.ts"),
  route("api/admin/audit", "routes/api/admin-audit.ts"),
  route("api/admin/csp-reports", "routes/api/admin-csp-reports.ts"),
  route("api/csp-reports", "routes/api/csp-reports.ts"),
  // personal data of one traveller (DPDP Act 2023): export and erasure
  route("api/people/export", "routes/api/people-export.ts"),
  route("api/people/erase", "routes/api/people-erase.ts"),
  // leads: contact, chatbot, newsletter
  route("api/contact", "routes/api/contact.ts"),
  route("api/contact/chatbot", "routes/api/contact-chatbot.ts"),
  // the sales desk: one contact per person, its pipeline and timeline, where leads come from
  route("api/contacts", "routes/api/contacts.ts"),
  route("api/contacts/:id", "routes/api/contact-person.ts"),
  route("api/contacts/:id/notes", "routes/api/contact-person-notes.ts"),
  route("api/contacts/:id/merge", "routes/api/contact-person-merge.ts"),
  route("api/reports/lead-sources", "routes/api/report-lead-sources.ts"),
  // reviews
  route("api/reviews", "routes/api/reviews.ts"),
  route("api/reviews/verified", "routes/api/reviews-verified.ts"),
  route("api/reviews/:id", "routes/api/review.ts"),
  route("api/reviews/:id/decision", "routes/api/review-decision.ts"),
  // bookings
  route("api/bookings", "routes/api/bookings.ts"),
  route("api/bookings/:id/status", "routes/api/booking-status.ts"),
  // payments owed, the traveller's lookup and cancellation requests
  route("api/bookings/lookup", "routes/api/booking-lookup.ts"),
  route("api/bookings/link", "routes/api/booking-link.ts"),
  // travellers' details (issue 27): the traveller's own by reference and contact, staff's masked
  route("api/bookings/travellers", "routes/api/booking-travellers.ts"),
  route("api/bookings/:id/travellers", "routes/api/booking-travellers-admin.ts"),
  route("api/bookings/:id/travellers/:travellerId/reveal", "routes/api/traveller-reveal.ts"),
  route("api/bookings/:id/travellers/:travellerId/permit", "routes/api/traveller-permit.ts"),
  route("api/bookings/:id/payments", "routes/api/booking-payments.ts"),
  route("api/payments/overdue", "routes/api/payments-overdue.ts"),
  route("api/cancellation-requests", "routes/api/cancellation-requests.ts"),
  route("api/cancellation-requests/:id/decision", "routes/api/cancellation-decision.ts"),
  // pricing: rules, promo codes, the combination setting (admin) and a booking's quote (public)
  route("api/pricing/rules", "routes/api/pricing-rules.ts"),
  route("api/pricing/rules/:id", "routes/api/pricing-rule.ts"),
  route("api/pricing/promo-codes", "routes/api/pricing-promo-codes.ts"),
  route("api/pricing/promo-codes/:id", "routes/api/pricing-promo-code.ts"),
  route("api/pricing/settings", "routes/api/pricing-settings.ts"),
  route("api/pricing/quote", "routes/api/pricing-quote.ts"),
  // shop
  // the agency's payment and tax details; travellers' payment claims; receipts and invoices (issue 26)
  route("api/settings/agency", "routes/api/settings-agency.ts"),
  route("api/payment-claims", "routes/api/payment-claims.ts"),
  route("api/webhooks/razorpay", "routes/api/webhook-razorpay.ts"),
  route("api/payment-claims/:id/decision", "routes/api/payment-claim-decision.ts"),
  route("api/payments/:id/receipt.pdf", "routes/api/payment-receipt-pdf.ts"),
  route("api/bookings/:id/invoice.pdf", "routes/api/booking-invoice-pdf.ts"),
  // custom quotes (issue 28): staff compose and send; the traveller views, accepts or asks for changes
  route("api/quotes", "routes/api/quotes.ts"),
  route("api/quotes/view", "routes/api/quote-view.ts"),
  route("api/quotes/accept", "routes/api/quote-accept.ts"),
  route("api/quotes/changes", "routes/api/quote-changes.ts"),
  route("api/quotes/:id", "routes/api/quote.ts"),
  route("api/quotes/:id/send", "routes/api/quote-send.ts"),
  route("api/quotes/:id/revise", "routes/api/quote-revise.ts"),
  route("api/contacts/:id/quotes", "routes/api/contact-quotes.ts"),
  route("api/shop/products", "routes/api/shop-products.ts"),
  route("api/shop/orders", "routes/api/shop-orders.ts"),
  route("api/shop/orders/lookup", "routes/api/shop-order-lookup.ts"),
  route("api/shop/orders/:id/status", "routes/api/shop-order-status.ts"),
  // push subscriptions
  route("api/subscription/subscribe", "routes/api/subscription-subscribe.ts"),
  route("api/subscription/unsubscribe", "routes/api/subscription-unsubscribe.ts"),
  // notifications (admin): the email outbox, push subscribers and push messages
  route("api/emails", "routes/api/emails.ts"),
  route("api/emails/:id", "routes/api/email.ts"),
  route("api/emails/:id/resend", "routes/api/email-resend.ts"),
  route("api/push/subscriptions", "routes/api/push-subscriptions.ts"),
  route("api/push/sends", "routes/api/push-sends.ts"),
  // api docs
  route("api/openapi.json", "routes/api/openapi.ts"),
  route("api/*", "routes/api/not-found.ts"),

  // -- Anything else: a real 404 page --
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
