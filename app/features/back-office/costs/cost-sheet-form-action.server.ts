import { data } from "react-router";
import type { Db } from "../../../../db/client";
import { answerForm } from "../back-office-action.server";
import { costLinesOfForm, errorsByRow, filledOf, textsOf, type FormAnswer } from "../back-office-form";
import { costMessages, costSheetInputSchema, packageCostSheetInputSchema } from "./cost-sheet-schema";
import { putDepartureCostLines, putPackageCostSheet } from "./cost-sheet-service.server";

type Target = { packageId: string; departureId?: string | undefined };

/**
 * The cost sheet editor's post: the API's schema and service (`PUT …/costs`), a departure's or
 * the package's default (with its decision lead). Messages come back beside the rows they are about.
 */
export async function submitCostSheetForm(db: Db, form: FormData, target: Target) {
  const values = textsOf(form);
  const { lines, rows } = costLinesOfForm(values);
  const lead = values.decision_lead_days?.trim();
  const answer = target.departureId
    ? await answerForm(
        "costs",
        costSheetInputSchema,
        { lines: lines.map(filledOf) },
        values,
        async (input) => {
          await putDepartureCostLines(db, target.packageId, target.departureId!, input);
          return costMessages.saved;
        },
      )
    : await answerForm(
        "costs",
        packageCostSheetInputSchema,
        { lines: lines.map(filledOf), ...(lead ? { decision_lead_days: lead } : {}) },
        values,
        async (input) => {
          await putPackageCostSheet(db, target.packageId, input);
          return costMessages.saved;
        },
      );
  const body = answer.data;
  if (body.ok) return answer;
  return data<FormAnswer>({ ...body, errors: errorsByRow(body.errors, rows) }, answer.init?.status ?? 400);
}
