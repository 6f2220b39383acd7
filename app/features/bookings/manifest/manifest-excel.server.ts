import ExcelJS from "exceljs";
import { countryName } from "~/lib/countries";
import { formatTravelDate } from "~/lib/dates";
import { formatPhone } from "~/lib/phone";
import { bookingStatusLabels, sharingLabels } from "../../../../domain/booking-values";
import { genderLabels, idTypeLabels, permitStatusLabels } from "../../../../domain/traveller-values";
import type { Manifest, ManifestTraveller } from "./manifest-schema";

/** The traveller sheet's columns, in order: what the tour leader prints. */
export const MANIFEST_COLUMNS = [
  "Booking",
  "No.",
  "Name",
  "Age",
  "Gender",
  "Nationality",
  "ID",
  "ID number",
  "Permit",
  "Permit status",
  "Diet",
  "Medical notes",
  "Emergency contact",
  "Room",
] as const;

/** What the permit applications' workbook adds after the ID number (blank when none). */
export const PERMIT_COLUMNS = ["Date of birth", "Passport expiry"] as const;

/** The Bookings sheet's columns; the money ones (and Travellers) add up in its Total row. */
const BOOKING_COLUMNS = [
  "Booking",
  "Status",
  "Booked by",
  "Phone",
  "Travellers",
  "Sharing",
  "Total",
  "Paid",
  "Balance",
] as const;
const SUMMED_COLUMNS = [5, 7, 8, 9];

const labelOf = <T extends string>(labels: Record<T, string>, code: string | null) =>
  code === null ? "" : (labels[code as T] ?? code);
const dateText = (date: string | null) => (date ? formatTravelDate(date) : "");

/** A traveller's row, in words: "Female", "France", "Passport", never the stored codes. */
function travellerRow(t: ManifestTraveller, forPermits: boolean) {
  return [
    t.booking_reference,
    t.number,
    t.full_name,
    t.age ?? "",
    labelOf(genderLabels, t.gender),
    t.nationality ? countryName(t.nationality) : "",
    labelOf(idTypeLabels, t.id_type),
    t.id_number,
    ...(forPermits ? [dateText(t.date_of_birth), dateText(t.passport_expiry)] : []),
    t.permit_needed.join(", "),
    t.permit_status ? permitStatusLabels[t.permit_status] : "",
    t.diet,
    t.medical_notes,
    t.emergency_contact,
    t.room,
  ];
}

/**
 * The manifest as an Excel workbook (exceljs): a "Travellers" sheet (the columns above, in words,
 * ID numbers as the manifest carries them) and a "Bookings" sheet with each booking's total, paid
 * and balance, and a Total row whose cells are sums (they follow an edited cell). `forPermits`:
 * the permit applications' workbook, with each traveller's date of birth and passport expiry.
 */
export async function manifestWorkbook(
  manifest: Manifest,
  { forPermits = false }: { forPermits?: boolean } = {},
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Safarnama";
  const title = `${manifest.package_title}, ${formatTravelDate(manifest.date)}`;
  const people = book.addWorksheet("Travellers", {
    pageSetup: { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  people.addRow([title]).font = { bold: true, size: 14 };
  const columns = forPermits
    ? [...MANIFEST_COLUMNS.slice(0, 8), ...PERMIT_COLUMNS, ...MANIFEST_COLUMNS.slice(8)]
    : [...MANIFEST_COLUMNS];
  people.addRow(columns).font = { bold: true };
  for (const t of manifest.travellers) people.addRow(travellerRow(t, forPermits));
  const widths = [12, 5, 28, 5, 8, 14, 16, 14, ...(forPermits ? [14, 14] : []), 10, 13, 18, 32, 28, 9];
  people.columns.forEach((column, i) => {
    column.width = widths[i] ?? 12;
  });
  people.views = [{ state: "frozen", ySplit: 2 }];

  const money = book.addWorksheet("Bookings");
  money.addRow([title]).font = { bold: true, size: 14 };
  money.addRow([...BOOKING_COLUMNS]).font = { bold: true };
  for (const b of manifest.bookings) {
    money.addRow([
      b.reference,
      bookingStatusLabels[b.status],
      b.customer_name,
      formatPhone(b.customer_phone),
      b.number_of_travelers,
      sharingLabels[b.sharing],
      b.total_amount,
      b.paid,
      b.balance,
    ]);
  }
  const first = 3;
  const last = first + manifest.bookings.length - 1;
  const results: Record<number, number> = {
    5: manifest.totals.travellers,
    7: manifest.totals.total_amount,
    8: manifest.totals.paid,
    9: manifest.totals.balance,
  };
  const total = money.addRow(["Total"]);
  for (const column of SUMMED_COLUMNS) {
    const letter = money.getColumn(column).letter;
    total.getCell(column).value =
      manifest.bookings.length > 0
        ? { formula: `SUM(${letter}${first}:${letter}${last})`, result: results[column] }
        : 0;
  }
  total.font = { bold: true };
  for (const column of [7, 8, 9]) money.getColumn(column).numFmt = '"₹"#,##,##0';
  money.columns.forEach((column, i) => {
    column.width = [12, 11, 26, 17, 11, 15, 12, 12, 12][i] ?? 12;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A file name for the download: "manifest-leh-ladakh-classic-2026-06-01.xlsx". */
export function manifestFileName(manifest: Manifest): string {
  const slug = manifest.package_title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
  return `manifest-${slug}-${manifest.date}.xlsx`;
}
