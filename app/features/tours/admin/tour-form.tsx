import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { GalleryField, MainImageField, PdfField, type TourFileChoice } from "./tour-file-fields";
import { checkTourForm, initialFlag, initialText, type TourFormText } from "./tour-form-values";
import { sendTourForm } from "./tour-upload-request";
import { tourCategories, tourSubcategories, type Tour } from "../tour-schema";
import { tourFormMessages } from "../tour-write-schema";

type TourFormProps = {
  mode: "create" | "update";
  /** update: the tour as stored */
  tour?: Tour;
  /** after a refused save without JavaScript: what was typed, the errors and the message */
  typed?: { values: TourFormText; errors: Record<string, string>; message: string };
  onSaved: (tour: Tour) => void;
};

const fileFields = new Set(["image_url", "gallery_images", "itinerary_pdf"]);

const listHint = "Separate items with a double comma, e.g. Hotel stay,, Breakfast,, Airport transfer";

/**
 * The tour form of Upload and Update (every field of docs/product.md §3). With JavaScript it checks
 * with the server's schema, then sends through XMLHttpRequest to the multipart API with a progress
 * bar; without, it posts to the page's own action. Nothing typed is lost when a save fails.
 */
export function TourForm({ mode, tour, typed, onSaved }: TourFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>(typed?.errors ?? {});
  const [message, setMessage] = useState<string | null>(typed?.message ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** the form's own check refused the last save: its messages go as the fields are put right */
  const [checkedHere, setCheckedHere] = useState(false);
  const [files, setFiles] = useState<TourFileChoice>({
    image: null,
    currentImage: tour?.image_url || null,
    gallery: [],
    keptGallery: tour?.gallery_images ?? [],
    pdf: null,
    currentPdf: tour?.itinerary_pdf ?? null,
    removePdf: false,
  });
  const values = typed?.values;
  const text = (name: string) => initialText(name, values, tour);

  // after a refused save, take the admin to the first field to fix
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (next: Partial<TourFileChoice>) => setFiles((current) => ({ ...current, ...next }));
  const setError = (field: string, problem: string | null) =>
    setErrors((current) => {
      const { [field]: _dropped, ...rest } = current;
      return problem ? { ...rest, [field]: problem } : rest;
    });

  function refuse(found: Record<string, string>, text: string, here = false) {
    setErrors(found);
    setMessage(text);
    setCheckedHere(here);
    setAttempt((n) => n + 1);
  }

  /**
   * After the form's own check refused a save, each field's message goes as soon as the field is
   * right, and "Please fill in all required fields" goes once none is missing (it stayed before).
   * No new message appears before the next save.
   */
  const recheck = useCallback(() => {
    if (!checkedHere || !formRef.current) return;
    const check = checkTourForm(new FormData(formRef.current), mode === "create" && !files.image);
    setErrors((current) => {
      const kept: Record<string, string> = {};
      for (const [field, problem] of Object.entries(current)) {
        // a file picker's own message (a file it refused) stays until that picker is used again
        if (fileFields.has(field)) {
          if (!(field === "image_url" && files.image)) kept[field] = problem;
        } else if (check.errors[field]) kept[field] = check.errors[field];
      }
      return kept;
    });
    setMessage(check.message);
    if (!check.message) setCheckedHere(false);
  }, [checkedHere, mode, files.image]);

  // a main image chosen counts as soon as it is held, not only at the next keystroke
  useEffect(recheck, [files.image]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress !== null) return;
    const body = new FormData(event.currentTarget);
    const needsImage = mode === "create" && !files.image;
    const check = checkTourForm(body, needsImage);
    if (check.message) return refuse(check.errors, check.message, true);

    body.delete("image_url");
    body.delete("gallery_images");
    body.delete("itinerary_pdf");
    if (files.image) body.append("image_url", files.image);
    if (mode === "update") body.append("gallery_images", JSON.stringify(files.keptGallery));
    for (const file of files.gallery) body.append("gallery_images", file);
    if (files.pdf) body.append("itinerary_pdf", files.pdf);

    setMessage(null);
    setProgress(0);
    const answer = await sendTourForm(
      mode === "create" ? "POST" : "PATCH",
      mode === "create" ? "/api/tours" : `/api/tours/${tour?.id}`,
      body,
      setProgress,
    );
    setProgress(null);
    if (answer.status === 200 || answer.status === 201) return onSaved(answer.body as Tour);
    const found = (answer.body as { errors?: Record<string, string> } | null)?.errors ?? {};
    const expired =
      answer.status === 401 ? " Your session has ended: log in again in a new tab, then save." : "";
    refuse(found, tourFormMessages.saveFailed + expired);
  }

  const sending = progress !== null;
  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      onInput={recheck}
      aria-label={mode === "create" ? "New tour package" : "Edit tour package"}
      className="mt-6 space-y-8"
    >
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-slate-900">Package details</legend>
        <TextField label="Title" name="title" required defaultValue={text("title")} error={errors.title} />
        <TextField
          label="Destination"
          name="destination"
          required
          defaultValue={text("destination")}
          error={errors.destination}
          hint="As visitors read it, e.g. Leh Ladakh"
        />
        <TextField
          label="Duration"
          name="duration"
          required
          defaultValue={text("duration")}
          error={errors.duration}
          hint="As visitors read it, e.g. 5 Days 4 Nights"
        />
        <TextField
          label="Length in days"
          name="duration_days"
          inputMode="numeric"
          defaultValue={text("duration_days")}
          error={errors.duration_days}
          hint="Whole days, 1 to 60: the return date counts them. Empty: read from the duration"
        />
        <TextField
          label="Pick and drop"
          name="pick_drop"
          defaultValue={text("pick_drop")}
          error={errors.pick_drop}
          hint="e.g. Delhi – Delhi"
        />
        <SelectField
          label="Category"
          name="category"
          defaultValue={text("category") || "domestic"}
          error={errors.category}
        >
          {tourCategories.map((category) => (
            <option key={category} value={category}>
              {category === "domestic" ? "Domestic" : "International"}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Destination key"
          name="subcategory"
          defaultValue={text("subcategory")}
          error={errors.subcategory}
          hint="Lists the package on that destination's page"
        >
          <option value="">None</option>
          {tourSubcategories.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <TextAreaField
            label="Description"
            name="description"
            required
            rows={5}
            defaultValue={text("description")}
            error={errors.description}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-slate-900">Prices per person (₹, whole rupees)</legend>
        <TextField
          label="Price (triple sharing)"
          name="price"
          inputMode="numeric"
          required
          defaultValue={text("price")}
          error={errors.price}
        />
        <TextField
          label="Original price"
          name="original_price"
          inputMode="numeric"
          defaultValue={text("original_price")}
          error={errors.original_price}
          hint="Shown struck through; leave empty for none"
        />
        <TextField
          label="Double sharing price"
          name="double_sharing_price"
          inputMode="numeric"
          defaultValue={text("double_sharing_price")}
          error={errors.double_sharing_price}
          hint="Leave empty when there is no double sharing"
        />
        <TextField
          label="Double sharing original price"
          name="double_sharing_original_price"
          inputMode="numeric"
          defaultValue={text("double_sharing_original_price")}
          error={errors.double_sharing_original_price}
        />
        <TextField
          label="Child price"
          name="child_price"
          inputMode="numeric"
          defaultValue={text("child_price")}
          error={errors.child_price}
          hint="Per child in the age band below; leave empty and children pay as adults"
        />
        <TextField
          label="Single-room supplement"
          name="single_supplement"
          inputMode="numeric"
          defaultValue={text("single_supplement")}
          error={errors.single_supplement}
          hint="Added per single room; leave empty when not offered"
        />
        <TextField
          label="Child age from (years)"
          name="child_age_min"
          inputMode="numeric"
          defaultValue={text("child_age_min")}
          error={errors.child_age_min}
          hint="Younger children travel free, e.g. 5"
        />
        <TextField
          label="Child age to (years)"
          name="child_age_max"
          inputMode="numeric"
          defaultValue={text("child_age_max")}
          error={errors.child_age_max}
          hint="e.g. 11"
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-slate-900">Lists</legend>
        <TextAreaField
          label="Inclusions"
          name="inclusions"
          rows={3}
          hint={listHint}
          defaultValue={text("inclusions")}
          error={errors.inclusions}
        />
        <TextAreaField
          label="Exclusions"
          name="exclusions"
          rows={3}
          hint={listHint}
          defaultValue={text("exclusions")}
          error={errors.exclusions}
        />
        <TextAreaField
          label="Things to pack"
          name="think_to_pack"
          rows={3}
          hint={listHint}
          defaultValue={text("think_to_pack")}
          error={errors.think_to_pack}
        />
        <TextAreaField
          label="Itinerary (one item per day)"
          name="itenory"
          rows={3}
          hint={listHint}
          defaultValue={text("itenory")}
          error={errors.itenory}
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-slate-900">Pre-departure briefing</legend>
        <TextField
          label="Meeting point"
          name="meeting_point"
          defaultValue={text("meeting_point")}
          error={errors.meeting_point}
          hint="Where the group meets on day 1, e.g. Arrivals gate, Leh Airport (IXL)"
        />
        <TextField
          label="Meeting time"
          name="meeting_time"
          type="time"
          defaultValue={text("meeting_time")}
          error={errors.meeting_time}
          hint="India time"
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Weather notes"
            name="weather_notes"
            rows={3}
            defaultValue={text("weather_notes")}
            error={errors.weather_notes}
            hint="What the weather is like on the route; the briefing email 7 days before travel gives it"
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-slate-900">Travellers and permits</legend>
        <TextField
          label="Permits for Indian citizens"
          name="permits_indian"
          defaultValue={text("permits_indian")}
          error={errors.permits_indian}
          hint="ILP, PAP or RAP, separated by commas; empty: none"
        />
        <TextField
          label="Permits for foreign nationals"
          name="permits_foreign"
          defaultValue={text("permits_foreign")}
          error={errors.permits_foreign}
          hint="e.g. PAP, or RAP, PAP; empty: none"
        />
        <TextField
          label="Days to obtain the permits"
          name="permit_days"
          inputMode="numeric"
          defaultValue={text("permit_days")}
          error={errors.permit_days}
          hint="Bookings closer to departure are warned the permit may not be ready"
        />
        <TextField
          label="Travellers' details due (days before travel)"
          name="traveller_details_due_days"
          inputMode="numeric"
          defaultValue={text("traveller_details_due_days") || "15"}
          error={errors.traveller_details_due_days}
          hint="Reminders go out until every traveller's details are in"
        />
        <div className="sm:col-span-2">
          <TextField
            label="Group rule"
            name="permit_group_rule"
            defaultValue={text("permit_group_rule")}
            error={errors.permit_group_rule}
            hint='e.g. "Foreign nationals need a group of 2 or more"'
          />
        </div>
        <label className="inline-flex items-center gap-2 text-slate-800 sm:col-span-2">
          <input type="hidden" name="high_altitude" value="false" />
          <input
            type="checkbox"
            name="high_altitude"
            value="true"
            defaultChecked={initialFlag("high_altitude", values, tour)}
            className="h-5 w-5 accent-brand-700"
          />
          High altitude (travellers are asked about altitude conditions)
        </label>
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-lg font-bold text-slate-900">Visibility</legend>
        <div className="flex flex-wrap gap-6">
          {(["featured", "available"] as const).map((flag) => (
            <label key={flag} className="inline-flex items-center gap-2 text-slate-800">
              {/* an unchecked box sends nothing: the hidden 'false' before it says so */}
              <input type="hidden" name={flag} value="false" />
              <input
                type="checkbox"
                name={flag}
                value="true"
                defaultChecked={initialFlag(flag, values, tour)}
                className="h-5 w-5 accent-brand-700"
              />
              {flag === "featured" ? "Featured (shown on the home page)" : "Available for booking"}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-6">
        <legend className="mb-3 text-lg font-bold text-slate-900">Images and itinerary</legend>
        <MainImageField
          files={files}
          change={change}
          errors={errors}
          setError={setError}
          required={mode === "create"}
        />
        {mode === "update" && (
          // without JavaScript the gallery the tour already has stays; with it, this is rebuilt
          <input type="hidden" name="gallery_images" value={JSON.stringify(files.keptGallery)} />
        )}
        <GalleryField files={files} change={change} errors={errors} setError={setError} />
        <PdfField files={files} change={change} errors={errors} setError={setError} />
      </fieldset>

      <div className="space-y-4 border-t border-slate-200 pt-6">
        {message && (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
          >
            {message}
          </p>
        )}
        {sending && (
          <div>
            <p id="tour-upload-label" className="text-sm text-slate-700">
              Uploading… {progress}%
            </p>
            <div
              role="progressbar"
              aria-labelledby="tour-upload-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
        <button type="submit" disabled={sending} className={buttonClass("primary", "lg")}>
          {sending ? "Saving…" : mode === "create" ? "Upload Tour" : "Update Tour"}
        </button>
      </div>
    </form>
  );
}
