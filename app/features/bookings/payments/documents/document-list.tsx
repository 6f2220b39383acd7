import { formatTravelDate } from "~/lib/dates";
import { formatPaise } from "./document-figures";
import { documentTitles, type DocumentJson } from "./document-schema";

/** A booking's receipts, invoice and credit notes, each a link to its PDF. */
export function DocumentList({
  documents,
  hrefOf,
}: {
  documents: DocumentJson[];
  hrefOf: (document: DocumentJson) => string;
}) {
  if (documents.length === 0) {
    return (
      <p className="text-sm text-slate-600">Receipts and the tax invoice appear here as payments arrive.</p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <div>
            <a
              href={hrefOf(document)}
              className="font-semibold text-brand-800 underline"
              target="_blank"
              rel="noopener"
              download={`${document.number.replace(/\//g, "-")}.pdf`}
            >
              {`${documentTitles[document.kind]} ${document.number}`}
            </a>
            <p className="text-slate-600">{formatTravelDate(document.issued_on)}</p>
          </div>
          <span className="font-medium text-slate-900">{formatPaise(Math.round(document.amount * 100))}</span>
        </li>
      ))}
    </ul>
  );
}
