/**
 * The first `max` characters and '...' when longer (docs/product.md §9: itinerary headings 40,
 * review comments 120).
 */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
