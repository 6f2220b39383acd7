import { useEffect, useMemo, useRef, useState, type ChangeEvent, type RefObject } from "react";
import { TextField } from "~/components/ui/field";
import { TOUR_GALLERY_MAX, tourFormMessages } from "../tour-write-schema";
import { imageProblem, pdfProblem } from "./tour-upload-request";

/** The files of the tour form, held by the page (a file input cannot be refilled after a refusal). */
export type TourFileChoice = {
  image: File | null;
  /** update: the tour's current main image, shown until the admin replaces it */
  currentImage: string | null;
  gallery: File[];
  /** update: gallery images already on the tour that stay */
  keptGallery: string[];
  pdf: File | null;
  currentPdf: string | null;
  removePdf: boolean;
};

type FileFieldProps = {
  files: TourFileChoice;
  change: (next: Partial<TourFileChoice>) => void;
  errors: Record<string, string>;
  setError: (field: string, message: string | null) => void;
};

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * Keeps a file input showing the files the page holds. The page keeps the chosen files itself
 * (a refused file must not replace a good one, the gallery adds pick after pick), and a picker
 * emptied after each pick kept saying "No file chosen" beside a chosen file (issue 24).
 */
function showFiles(input: HTMLInputElement | null | undefined, files: File[]) {
  if (!input || typeof DataTransfer === "undefined") return;
  const list = new DataTransfer();
  for (const file of files) list.items.add(file);
  input.files = list.files;
}

function useShownFiles(frame: RefObject<HTMLDivElement | null>, files: File[]) {
  useEffect(() => showFiles(frame.current?.querySelector("input[type=file]"), files), [frame, files]);
}

const removeButton =
  "rounded-full bg-white px-3 py-1 text-sm font-semibold text-red-800 ring-1 ring-inset ring-red-300 hover:bg-red-50";

/** Main image: checked when picked, previewed; the picker is disabled while one is chosen. */
export function MainImageField({
  files,
  change,
  errors,
  setError,
  required,
}: FileFieldProps & { required: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const preview = useObjectUrl(files.image);
  const shown = preview ?? files.currentImage;
  const chosen = useMemo(() => (files.image ? [files.image] : []), [files.image]);
  useShownFiles(frame, chosen);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const picker = event.currentTarget;
    const file = picker.files?.[0];
    if (!file) return showFiles(picker, chosen);
    const problem = await imageProblem(file, tourFormMessages.image);
    setError("image_url", problem);
    if (problem) return showFiles(picker, chosen);
    change({ image: file });
    requestAnimationFrame(() => removeRef.current?.focus());
  }

  function remove() {
    change({ image: null, currentImage: null });
    requestAnimationFrame(() => frame.current?.querySelector("input")?.focus());
  }

  return (
    <div ref={frame}>
      <TextField
        type="file"
        name="image_url"
        accept="image/*"
        label="Main image"
        required={required}
        disabled={shown !== null}
        error={errors.image_url}
        hint={
          shown
            ? "Remove the image to choose another."
            : required
              ? "JPEG, PNG, WebP, AVIF or GIF, at most 8 MB."
              : "Choose a new image to replace the current one; without one the current image stays."
        }
        onChange={choose}
        className="file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800"
      />
      {shown && (
        <figure className="mt-3 flex flex-wrap items-end gap-3">
          <img
            src={shown}
            alt={preview ? "Preview of the chosen main image" : "The current main image"}
            className="h-32 w-48 rounded-lg object-cover ring-1 ring-slate-200"
          />
          <figcaption className="flex flex-col items-start gap-2 text-sm text-slate-700">
            {files.image ? files.image.name : "Current image"}
            <button ref={removeRef} type="button" onClick={remove} className={removeButton}>
              {preview ? "Remove image" : "Replace image"}
            </button>
          </figcaption>
        </figure>
      )}
    </div>
  );
}

function NewGalleryImage({ file, index, onRemove }: { file: File; index: number; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <li className="flex flex-col items-start gap-1">
      {url && (
        <img src={url} alt={`New gallery image ${index}`} className="h-20 w-28 rounded-md object-cover" />
      )}
      <button
        type="button"
        onClick={onRemove}
        className={removeButton}
        aria-label={`Remove new gallery image ${index}`}
      >
        Remove
      </button>
    </li>
  );
}

/** Gallery: only images; picks add to the list, each can be removed again. */
export function GalleryField({ files, change, errors, setError }: FileFieldProps) {
  const frame = useRef<HTMLDivElement>(null);
  useShownFiles(frame, files.gallery);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const picker = event.currentTarget;
    const picked = [...(picker.files ?? [])];
    // the picker now holds only this pick; it shows every new image again once the pick is taken
    showFiles(picker, files.gallery);
    if (picked.length === 0) return;
    const problems = await Promise.all(picked.map((file) => imageProblem(file, tourFormMessages.gallery)));
    const problem = problems.find((found) => found !== null) ?? null;
    if (problem) return setError("gallery_images", problem);
    if (files.keptGallery.length + files.gallery.length + picked.length > TOUR_GALLERY_MAX) {
      return setError("gallery_images", `At most ${TOUR_GALLERY_MAX} gallery images`);
    }
    setError("gallery_images", null);
    change({ gallery: [...files.gallery, ...picked] });
  }

  const count = files.keptGallery.length + files.gallery.length;
  return (
    <div ref={frame}>
      <TextField
        type="file"
        name="gallery_images"
        accept="image/*"
        multiple
        label="Gallery images"
        hint={`Up to ${TOUR_GALLERY_MAX} images; pick several at once or one after another.`}
        error={errors.gallery_images}
        onChange={choose}
        className="file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800"
      />
      {count > 0 && (
        <ul aria-label="Gallery" className="mt-3 flex flex-wrap gap-3">
          {files.keptGallery.map((url, i) => (
            <li key={url} className="flex flex-col items-start gap-1">
              <img src={url} alt={`Gallery image ${i + 1}`} className="h-20 w-28 rounded-md object-cover" />
              <button
                type="button"
                className={removeButton}
                aria-label={`Remove gallery image ${i + 1}`}
                onClick={() => change({ keptGallery: files.keptGallery.filter((kept) => kept !== url) })}
              >
                Remove
              </button>
            </li>
          ))}
          {files.gallery.map((file, i) => (
            <NewGalleryImage
              key={`${file.name}-${file.lastModified}-${i}`}
              file={file}
              index={i + 1}
              onRemove={() => change({ gallery: files.gallery.filter((_, j) => j !== i) })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Itinerary PDF: checked by its first bytes; the current one can be kept, replaced or removed. */
export function PdfField({ files, change, errors, setError }: FileFieldProps) {
  const frame = useRef<HTMLDivElement>(null);
  const chosen = useMemo(() => (files.pdf ? [files.pdf] : []), [files.pdf]);
  useShownFiles(frame, chosen);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const picker = event.currentTarget;
    const file = picker.files?.[0];
    if (!file) return showFiles(picker, chosen);
    const problem = await pdfProblem(file);
    setError("itinerary_pdf", problem);
    if (problem) return showFiles(picker, chosen);
    change({ pdf: file });
  }

  return (
    <div ref={frame}>
      <TextField
        type="file"
        name="itinerary_pdf"
        accept="application/pdf,.pdf"
        label="Itinerary PDF"
        hint="Optional, at most 10 MB."
        error={errors.itinerary_pdf}
        onChange={choose}
        className="file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800"
      />
      {files.pdf && (
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          Chosen: {files.pdf.name}
          <button type="button" className={removeButton} onClick={() => change({ pdf: null })}>
            Remove PDF
          </button>
        </p>
      )}
      {!files.pdf && files.currentPdf && (
        <div className="mt-2 flex flex-wrap items-center gap-4 text-sm">
          <a href={files.currentPdf} className="font-semibold text-brand-800 underline">
            Current itinerary (PDF)
          </a>
          <label className="inline-flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              name="remove_itinerary_pdf"
              value="true"
              checked={files.removePdf}
              onChange={(event) => change({ removePdf: event.currentTarget.checked })}
              className="h-4 w-4 accent-brand-700"
            />
            Remove the current PDF
          </label>
        </div>
      )}
    </div>
  );
}
