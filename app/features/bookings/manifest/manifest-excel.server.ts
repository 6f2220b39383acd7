import ExcelJS from "exceljs";
import { formatTravelDate } from "~/lib/dates";
import { permitStatusLabels } from "../../../../domain/traveller-values";
import type { Manifest } from "./manifest-schema";

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

/**
 * The manifest as an Excel workbook (exceljs): a "Travellers" sheet (the columns above, ID
 * numbers masked as on screen) and a "Bookings" sheet with each booking's paid and balance.
 */
export async function manifestWorkbook(manifest: Manifest): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Safarnama";
  const title = `${manifest.package_title}, ${formatTravelDate(manifest.date)}`;
  const people = book.addWorksheet("Travellers", {
    pageSetup: { paperSize: 9, orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  people.addRow([title]).font = { bold: true, size: 14 };
  const header = people.addRow([...MANIFEST_COLUMNS]);
  header.font = { bold: true };
  for (const t of manifest.travellers) {
    people.addRow([
      t.booking_reference,
      t.number,
      t.full_name,
      t.age ?? "",
      t.gender ?? "",
      t.nationality ?? "",
      t.id_type ?? "",
      t.id_number,
      t.permit_needed.join(", "),
      t.permit_status ? permitStatusLabels[t.permit_status] : "",
      t.diet,
      t.medical_notes,
      t.emergency_contact,
      t.room,
    ]);
  }
  people.columns.forEach((column, i) => {
    column.width = [12, 5, 28, 5, 8, 11, 16, 14, 10, 13, 18, 32, 28, 9][i] ?? 12;
  });
  people.views = [{ state: "frozen", ySplit: 2 }];

  const money = book.addWorksheet("Bookings");
  money.addRow([title]).font = { bold: true, size: 14 };
  money.addRow([
    "Booking",
    "Status",
    "Booked by",
    "Phone",
    "Travellers",
    "Sharing",
    "Total",
    "Paid",
    "Balance",
  ]).font = { bold: true };
  for (const b of manifest.bookings) {
    money.addRow([
      b.reference,
      b.status,
      b.customer_name,
      b.customer_phone,
      b.number_of_travelers,
      b.sharing,
      b.total_amount,
      b.paid,
      b.balance,
    ]);
  }
  money.addRow([
    "Total",
    "",
    "",
    "",
    manifest.totals.travellers,
    "",
    "",
    manifest.totals.paid,
    manifest.totals.balance,
  ]).font = { bold: true };
  for (const column of [7, 8, 9]) money.getColumn(column).numFmt = '"₹"#,##,##0';
  money.columns.forEach((column, i) => {
    column.width = [12, 11, 26, 16, 11, 9, 12, 12, 12][i] ?? 12;
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
