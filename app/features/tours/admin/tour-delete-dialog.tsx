import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { TourDependents } from "./tour-dependents";
import type { Tour } from "../tour-schema";
import { tourFormMessages } from "../tour-write-schema";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What deleting this tour does to its bookings and reviews, said before the admin confirms. */
function deletionConsequences(tour: Pick<Tour, "title">, dependents: TourDependents): string[] {
  const lines = ["The package disappears from the site at once."];
  lines.push(
    dependents.bookings > 0
      ? `Its ${plural(dependents.bookings, "booking stays", "bookings stay")} in Bookings under the title “${tour.title}”, with every detail.`
      : "It has no bookings.",
  );
  lines.push(
    dependents.reviews > 0
      ? `Its ${plural(dependents.reviews, "review is", "reviews are")} deleted with it.`
      : "It has no reviews.",
  );
  return lines;
}

/** The confirmation before a tour is deleted: the question of docs/product.md §8, then what happens. */
export function TourDeleteDialog({
  tour,
  dependents,
  onClose,
}: {
  tour: Tour | null;
  dependents: TourDependents;
  onClose: () => void;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting";
  return (
    <Dialog
      open={tour !== null}
      onClose={onClose}
      title={tour ? `Delete “${tour.title}”?` : "Delete tour package"}
      description={tourFormMessages.confirmDelete}
    >
      {tour && (
        <Form method="post">
          <input type="hidden" name="id" value={tour.id} />
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {deletionConsequences(tour, dependents).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={onClose} className={buttonClass("secondary")}>
              Keep it
            </button>
            <button type="submit" disabled={deleting} className={buttonClass("danger")}>
              {deleting ? "Deleting…" : "Delete tour"}
            </button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
