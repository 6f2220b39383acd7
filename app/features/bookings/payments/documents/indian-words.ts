/**
 * Amounts in words as Indian documents write them, in lakhs and crores:
 * 14999 → "Rupees Fourteen Thousand Nine Hundred Ninety-Nine Only".
 */
const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0-99 in words ("Ninety-Nine"); "" for 0. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ONES[ones]}` : TENS[Math.floor(n / 10)]!;
}

/** 0-999 in words; "" for 0. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest].filter(Boolean).join(" ");
}

/** A whole number in Indian words: crore, lakh, thousand, hundred. */
export function numberInIndianWords(value: number): string {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`not a whole number: ${value}`);
  if (value === 0) return "Zero";
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor((value % 10_000_000) / 100_000);
  const thousands = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crores ? `${numberInIndianWords(crores)} Crore` : "",
    lakhs ? `${belowHundred(lakhs)} Lakh` : "",
    thousands ? `${belowHundred(thousands)} Thousand` : "",
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(" ");
}

/** Paise as "Rupees … and … Paise Only"; whole rupees as "Rupees … Only". */
export function amountInIndianWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${numberInIndianWords(rupees)}`;
  return rest ? `${words} and ${belowHundred(rest)} Paise Only` : `${words} Only`;
}
