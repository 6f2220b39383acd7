// Placeholder until issue 9 builds the newsletter form (home and offers pages).
export function NewsletterSignup(_props: { source?: "newsletter" | "offers_page Subscription" }) {
  return null;
}
