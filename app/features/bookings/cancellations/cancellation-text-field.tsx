import { TextAreaField } from "~/components/ui/field";
import { CANCELLATION_TEXT_MAX } from "./cancellation-schema";

/** The traveller's reason or the agency's note, as long as the schema lets it be. */
export function CancellationTextField({
  rows = 3,
  ...field
}: {
  label: string;
  name: "reason" | "note";
  hint: string;
  rows?: number;
  error?: string | undefined;
}) {
  return <TextAreaField rows={rows} maxLength={CANCELLATION_TEXT_MAX} {...field} />;
}
