import { z } from "zod";
import { requiredLine, wholeNumber } from "~/lib/text-fields";
import { costBases } from "../../../../domain/back-office-values";
import { basisPointsField, paiseField } from "../money-fields";

export const costMessages = {
  label: "Say what the cost is for (e.g. Hotel in Kaza, 2 nights)",
  basis: `Choose how the cost adds up: ${costBases.join(", ")}`,
  unitCost: "Enter the cost in rupees, with at most two decimals",
  quantity: "Enter a whole number from 1 to 1,000",
  vehicleSeats: "Give the seats of one vehicle as the quantity (e.g. 12 for a tempo traveller)",
  gst: "Enter the supplier's GST rate, a percentage from 0 to 28",
  supplier: "No such supplier",
  lines: "At most 100 lines",
  lead: "Enter the days before departure to decide, from 0 to 365",
  departureNotFound: "No such departure of this package",
  tourNotFound: "No such tour package",
  saved: "Cost sheet saved",
} as const;

/**
 * One line of a cost sheet: a label, how it adds up (`basis`), the cost of one unit in rupees
 * before GST, a quantity (nights or days as a multiplier; for `per_vehicle` the seats of one
 * vehicle), the supplier and the supplier's GST rate (ADR 056).
 */
const costLineInputSchema = z
  .object({
    label: requiredLine(120, costMessages.label),
    basis: z.enum(costBases, { error: costMessages.basis }),
    unit_cost: paiseField(costMessages.unitCost).describe(
      "rupees (two decimals at most) of one unit, before GST",
    ),
    quantity: wholeNumber({ min: 1, max: 1000, message: costMessages.quantity })
      .optional()
      .describe("a multiplier (nights, days); for per_vehicle the seats of one vehicle; default 1"),
    supplier_id: z.uuid({ error: costMessages.supplier }).nullable().optional(),
    gst_percent: basisPointsField(costMessages.gst).optional().describe("the supplier's GST rate; default 0"),
  })
  .transform((line, ctx) => {
    if (line.basis === "per_vehicle" && line.quantity === undefined) {
      ctx.addIssue({ code: "custom", path: ["quantity"], message: costMessages.vehicleSeats });
      return z.NEVER;
    }
    return {
      label: line.label,
      basis: line.basis,
      unitCost: line.unit_cost,
      quantity: line.quantity ?? 1,
      supplierId: line.supplier_id ?? null,
      gstBasisPoints: line.gst_percent ?? 0,
    };
  });
export type CostLineInput = z.output<typeof costLineInputSchema>;

/** `PUT /api/tours/{id}/departures/{departureId}/costs`: the whole sheet, replaced. */
export const costSheetInputSchema = z.object({
  lines: z.array(costLineInputSchema, { error: costMessages.lines }).max(100, costMessages.lines),
});

/** `PUT /api/tours/{id}/costs`: the package's default sheet, which new departures copy, and its decision lead. */
export const packageCostSheetInputSchema = costSheetInputSchema.extend({
  decision_lead_days: wholeNumber({ min: 0, max: 365, message: costMessages.lead })
    .optional()
    .describe("days before a departure to decide whether it runs (default 21)"),
});

const costLineJsonSchema = z.object({
  label: z.string(),
  basis: z.enum(costBases),
  unit_cost: z.number().describe("rupees, before GST"),
  quantity: z.number().int(),
  supplier_id: z.uuid().nullable(),
  supplier_name: z.string().nullable(),
  gst_percent: z.number(),
});
export type CostLineJson = z.output<typeof costLineJsonSchema>;

export const costLinesJsonSchema = z.object({ lines: z.array(costLineJsonSchema) });

export const packageCostSheetJsonSchema = z.object({
  package_id: z.uuid(),
  decision_lead_days: z.number().int(),
  lines: z.array(costLineJsonSchema),
});

const schemeFigures = {
  gst_rate_percent: z.number(),
  input_credit: z
    .boolean()
    .describe("the supplier's GST comes back as input tax credit (18 %), so costs leave it out"),
  revenue_net: z.number().describe("rupees"),
  costs_total: z.number().describe("rupees"),
  margin: z.number().describe("rupees"),
  margin_percent: z.number().nullable(),
  break_even_travellers: z.number().int().nullable(),
};

/** `GET …/cost-sheet`: the departure's money as it stands (ADR 056). Rupees with paise as decimals. */
export const costSheetJsonSchema = z.object({
  departure_id: z.uuid(),
  package_id: z.uuid(),
  package_title: z.string(),
  departure_date: z.string(),
  seats: z.number().int(),
  travellers: z.number().int().describe("of pending and confirmed bookings"),
  rooms: z.number().int().describe("the bookings' sharing needs"),
  ...schemeFigures,
  costs_fixed: z.number().describe("rupees: per_departure lines"),
  cost_per_traveller: z.number().nullable().describe("rupees, to the paisa; null without travellers"),
  seats_to_break_even: z.number().int().nullable(),
  decision_lead_days: z.number().int(),
  go_no_go_date: z.string().describe("the departure date less the package's decision lead"),
  state: z.enum(["below_break_even", "at_or_above"]),
  costs_billed: z
    .number()
    .describe("rupees: supplier bills linked to the departure (their GST left out at 18 %)"),
  margin_on_bills: z.number().describe("rupees: revenue_net less costs_billed"),
  other_gst: z.object(schemeFigures).describe("the same departure under the other GST choice (5 % or 18 %)"),
  lines: z.array(costLineJsonSchema.extend({ units: z.number().int(), cost: z.number() })),
});
export type CostSheetJson = z.output<typeof costSheetJsonSchema>;
