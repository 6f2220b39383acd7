import { formatPaise } from "~/lib/money";

/** The API's rupees (paise as decimals) as the screens show them: 2350.5 → "₹2,350.50". */
export const formatAmount = (rupees: number) => formatPaise(Math.round(rupees * 100));
