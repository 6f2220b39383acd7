import { data, redirect } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { DomainError } from "~/lib/domain-error";
import { HttpError } from "~/lib/http.server";
import { createTour, updateTour } from "./tour-admin-service.server";
import { uploadTabAfter } from "./tour-admin-header";
import { readTourSubmission } from "./tour-submission.server";
import { tourFormMessages, tourFormValues } from "../tour-write-schema";

/**
 * The Upload and Update pages' own action, for a form sent without JavaScript: the same reading,
 * checks and service as the API. Success returns to Upload with a notice; a refusal re-renders
 * the form with what was typed (files cannot be sent back: the admin picks them again).
 */
export async function tourFormAction(
  request: Request,
  context: AppContext,
  target: { mode: "create" } | { mode: "update"; id: string },
) {
  const copy = request.clone();
  try {
    if (target.mode === "create") {
      const tour = await createTour(context.db, context.storage, await readTourSubmission(request, "create"));
      return redirect(uploadTabAfter("created", tour.title));
    }
    const tour = await updateTour(
      context.db,
      context.storage,
      target.id,
      await readTourSubmission(request, "update"),
    );
    return redirect(uploadTabAfter("updated", tour.title));
  } catch (error) {
    if (!(error instanceof HttpError) && !(error instanceof DomainError)) throw error;
    const values = await copy
      .formData()
      .then(tourFormValues)
      .catch(() => ({}));
    return data(
      { values, errors: error.errors ?? {}, message: tourFormMessages.saveFailed },
      { status: error.status },
    );
  }
}
