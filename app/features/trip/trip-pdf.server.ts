import { formatTravelDate } from "~/lib/dates";
import { PDF_INK as INK, PDF_MUTED as MUTED, PDF_RULE as RULE, startPdf } from "~/lib/pdf.server";
import { roomSharingLabels, type RoomSharing } from "../../../domain/trip-values";

/** The papers of a departure sent to suppliers and drivers (issue 43), drawn by the one PDF renderer. */

type Agency = { name: string; phone: string; email: string };

function header(doc: PDFKit.PDFDocument, agency: Agency, title: string, lines: string[]) {
  const width = doc.page.width - 100;
  doc.font("Sans-Bold").fontSize(16).fillColor(INK).text(agency.name, 50, 50, { width: 300 });
  doc.font("Sans").fontSize(9).fillColor(MUTED).text(`${agency.phone} · ${agency.email}`, { width: 300 });
  doc.font("Sans-Bold").fontSize(14).fillColor(INK).text(title, 50, 50, { width, align: "right" });
  doc.font("Sans").fontSize(9).fillColor(MUTED);
  for (const line of lines) doc.text(line, { width, align: "right" });
  const y = Math.max(doc.y, 100) + 10;
  doc
    .moveTo(50, y)
    .lineTo(50 + width, y)
    .strokeColor(RULE)
    .stroke();
  doc.x = 50;
  doc.y = y + 12;
}

function section(doc: PDFKit.PDFDocument, title: string) {
  doc.moveDown(0.6);
  doc.font("Sans-Bold").fontSize(8).fillColor(MUTED).text(title.toUpperCase(), 50);
  doc.moveDown(0.2);
  doc.font("Sans").fontSize(10).fillColor(INK);
}

type RoomingListPaper = {
  agency: Agency;
  tourTitle: string;
  supplierName: string;
  nights: { night: number; date: string }[];
  rooms: {
    sharing: RoomSharing;
    travellers: { name: string; booking_reference: string; no_bed: boolean }[];
  }[];
};

/** A property's rooming list: its nights, then each room with who sleeps in it. */
export function renderRoomingListPdf(paper: RoomingListPaper): Promise<Buffer> {
  const { doc, done } = startPdf({ Title: `Rooming list: ${paper.supplierName}`, Author: paper.agency.name });
  header(doc, paper.agency, "Rooming list", [paper.supplierName, paper.tourTitle]);
  section(doc, "Nights");
  for (const { night, date } of paper.nights) {
    doc.text(`Night ${night}: check-in ${formatTravelDate(date)}`);
  }
  const counts = paper.rooms.reduce<Record<string, number>>(
    (all, room) => ({ ...all, [room.sharing]: (all[room.sharing] ?? 0) + 1 }),
    {},
  );
  section(doc, "Rooms");
  doc.text(
    Object.entries(counts)
      .map(([sharing, n]) => `${n} × ${roomSharingLabels[sharing as RoomSharing]}`)
      .join(", ") || "No rooms",
  );
  paper.rooms.forEach((room, i) => {
    doc.moveDown(0.4);
    doc.font("Sans-Bold").text(`Room ${i + 1} · ${roomSharingLabels[room.sharing]}`);
    doc.font("Sans");
    for (const t of room.travellers) {
      doc.text(`${t.name}${t.no_bed ? " (child, no bed)" : ""} · booking ${t.booking_reference}`, {
        indent: 12,
      });
    }
  });
  doc.end();
  return done;
}

type DutySlipPaper = {
  agency: Agency;
  tourTitle: string;
  departureDate: string;
  vehicle: { label: string; seats: number; vehicleNumber: string; driverName: string; driverPhone: string };
  pickup: { time: string; place: string };
  days: { day: number; date: string; route: string; halt: string }[];
  aboard: { name: string; phone: string; booking_reference: string }[];
  permits: { kind: string; travellers: string[] }[];
  crew: { role: string; name: string; phone: string }[];
};

/** The driver's duty slip: the vehicle, the days and halts, the pickup, who is aboard, the permits. */
export function renderDutySlipPdf(paper: DutySlipPaper): Promise<Buffer> {
  const { doc, done } = startPdf({ Title: `Duty slip: ${paper.vehicle.label}`, Author: paper.agency.name });
  header(doc, paper.agency, "Duty slip", [
    paper.tourTitle,
    `Departs ${formatTravelDate(paper.departureDate)}`,
  ]);
  section(doc, "Vehicle and driver");
  doc.text(
    `${paper.vehicle.label}${paper.vehicle.vehicleNumber ? ` · ${paper.vehicle.vehicleNumber}` : ""} · ${paper.vehicle.seats} seats`,
  );
  doc.text(
    `Driver: ${paper.vehicle.driverName || "not named yet"}${paper.vehicle.driverPhone ? ` · ${paper.vehicle.driverPhone}` : ""}`,
  );
  section(doc, "Pickup");
  doc.text(
    `${paper.pickup.time || "Time to be confirmed"} · ${paper.pickup.place || "Place to be confirmed"}`,
  );
  section(doc, "Route and night halts");
  for (const day of paper.days) {
    doc.font("Sans-Bold").text(`Day ${day.day} · ${formatTravelDate(day.date)}`);
    doc.font("Sans").text(day.route || "As planned", { indent: 12 });
    if (day.halt) doc.text(`Night halt: ${day.halt}`, { indent: 12 });
  }
  section(doc, `Travellers aboard (${paper.aboard.length})`);
  paper.aboard.forEach((t, i) =>
    doc.text(`${i + 1}. ${t.name} · ${t.phone} · booking ${t.booking_reference}`),
  );
  section(doc, "Permits at the check posts");
  if (paper.permits.length === 0) doc.text("No permits needed on this route.");
  for (const permit of paper.permits) {
    doc.text(`${permit.kind}: ${permit.travellers.join(", ") || "nobody aboard"}`);
  }
  if (paper.crew.length > 0) {
    section(doc, "Guides and tour leader");
    for (const member of paper.crew)
      doc.text(`${member.role}: ${member.name}${member.phone ? ` · ${member.phone}` : ""}`);
  }
  section(doc, "Emergency");
  doc.font("Sans-Bold").text(`Agency emergency phone: ${paper.agency.phone}`);
  doc.end();
  return done;
}

/** A PDF answer, shown in the browser, never kept by a shared cache. */
export function pdfResponse(pdf: Buffer, name: string): Response {
  const fileName = `${name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "")}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
