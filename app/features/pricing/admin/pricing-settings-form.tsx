import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import type { PricingActionResult } from "./pricing-admin-state";
import type { PricingSettings } from "../pricing-schema";

/** How automatic offers combine (ADR 031): the best one alone, or all of them up to a cap. */
export function PricingSettingsForm({ settings }: { settings: PricingSettings }) {
  const fetcher = useFetcher<PricingActionResult>({ key: "pricing-settings" });
  const result = fetcher.data;
  const errors = result && !result.ok ? result.errors : {};
  return (
    <section
      aria-labelledby="combination-heading"
      className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="combination-heading" className="text-lg font-semibold text-slate-900">
        When several offers apply
      </h2>
      {result && <Notice tone={result.ok ? "success" : "error"}>{result.message}</Notice>}
      <fetcher.Form
        method="post"
        noValidate
        className="mt-3 grid gap-4 md:grid-cols-[1fr_14rem_auto] md:items-end"
      >
        <input type="hidden" name="intent" value="settings" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Combination</legend>
          <div className="mt-2 space-y-2">
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="combination"
                value="best"
                defaultChecked={settings.combination === "best"}
                className="mt-0.5 h-4 w-4 accent-brand-700"
              />
              The best one applies (the visitor sees one offer)
            </label>
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="combination"
                value="stack"
                defaultChecked={settings.combination === "stack"}
                className="mt-0.5 h-4 w-4 accent-brand-700"
              />
              All apply together, up to the cap (promo codes included)
            </label>
          </div>
          {errors.combination && (
            <p className="mt-1 text-sm font-medium text-red-700">{errors.combination}</p>
          )}
        </fieldset>
        <TextField
          label="Cap (% of the price)"
          name="stack_cap_percent"
          inputMode="numeric"
          defaultValue={settings.stack_cap_percent}
          error={errors.stack_cap_percent}
        />
        <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClass("primary", "md")}>
          {fetcher.state !== "idle" ? "Saving…" : "Save"}
        </button>
      </fetcher.Form>
    </section>
  );
}
