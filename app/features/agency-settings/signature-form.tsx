import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";

/** What the signature form answers. */
export type SignatureAnswer = { intent: "signature"; ok: boolean; message: string; error?: string };

/**
 * The signatory's signature image for receipts, invoices and credit notes (issue 40): a PNG or
 * JPEG the server checks by its content. Documents issued before keep the image they had.
 */
export function SignatureForm({ inUse, answer }: { inUse: boolean; answer?: SignatureAnswer | undefined }) {
  const busy = useNavigation().state !== "idle";
  return (
    <section
      aria-labelledby="signature-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="signature-heading" className="text-lg font-semibold text-slate-900">
        Signature on documents
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {inUse
          ? "A signature image is in use above the signatory's name."
          : "No signature image: documents carry the signatory's name alone."}
      </p>
      {answer && (
        <div className="mt-3">
          <Notice tone={answer.ok ? "success" : "error"}>{answer.message}</Notice>
        </div>
      )}
      <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="signature" />
        <TextField
          label="Signature image (PNG or JPEG, up to 512 KB)"
          type="file"
          name="signature"
          accept="image/png,image/jpeg"
          error={answer && !answer.ok ? answer.error : undefined}
        />
        <button type="submit" disabled={busy} className={buttonClass("primary", "md")}>
          Upload signature
        </button>
        {inUse && (
          <button
            type="submit"
            name="remove"
            value="1"
            disabled={busy}
            className={buttonClass("secondary", "md")}
          >
            Remove signature
          </button>
        )}
      </Form>
    </section>
  );
}
