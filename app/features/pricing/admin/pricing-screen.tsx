import { useCallback, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { Pagination } from "~/components/ui/pagination";
import { CodeFields, PricingFormDialog, RuleFields, type PackageChoice } from "./pricing-forms";
import { PricingSettingsForm } from "./pricing-settings-form";
import { CodeTable, RuleTable } from "./pricing-tables";
import type { PricingSettings, PromoCodeJson, RuleJson } from "../pricing-schema";

type Editing<T> = { mode: "create" } | { mode: "edit"; item: T } | { mode: "delete"; item: T } | null;

/**
 * The admin's Pricing screen (issue 25): the automatic offers, the promo codes (one page at a
 * time) with the uses left, and how offers combine; each added, changed or deleted in a dialog.
 */
export function PricingScreen({
  rules,
  codes,
  settings,
  packages,
  today,
  olderCodes,
  byCursor,
}: {
  rules: RuleJson[];
  codes: PromoCodeJson[];
  settings: PricingSettings;
  packages: PackageChoice[];
  today: string;
  /** the next page of codes, when there is one */
  olderCodes: string | undefined;
  /** this page of codes was reached by its cursor */
  byCursor: boolean;
}) {
  const [rule, setRule] = useState<Editing<RuleJson>>(null);
  const [code, setCode] = useState<Editing<PromoCodeJson>>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const closeRule = useCallback(() => setRule(null), []);
  const closeCode = useCallback(() => setCode(null), []);
  const shown = (mode: "create" | "edit" | "delete", editing: Editing<unknown>) => editing?.mode === mode;
  const ruleItem = rule && rule.mode !== "create" ? rule.item : undefined;
  const codeItem = code && code.mode !== "create" ? code.item : undefined;

  return (
    <>
      <h1 className="font-display text-2xl font-bold text-slate-900 sm:text-3xl">Pricing</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Offers and promo codes apply to bookings made while they are valid (India time); bookings already made
        keep their price. The offers page shows the automatic offers in force.
      </p>
      {notice && <Notice tone="success">{notice}</Notice>}

      <section aria-labelledby="rules-heading" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="rules-heading" className="text-xl font-bold text-slate-900">
            Automatic offers
          </h2>
          <button
            type="button"
            onClick={() => setRule({ mode: "create" })}
            className={buttonClass("primary", "sm")}
          >
            New offer
          </button>
        </div>
        <RuleTable
          rules={rules}
          today={today}
          onEdit={(item) => setRule({ mode: "edit", item })}
          onDelete={(item) => setRule({ mode: "delete", item })}
        />
      </section>

      <section aria-labelledby="codes-heading" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="codes-heading" className="text-xl font-bold text-slate-900">
            Promo codes
          </h2>
          <button
            type="button"
            onClick={() => setCode({ mode: "create" })}
            className={buttonClass("primary", "sm")}
          >
            New promo code
          </button>
        </div>
        <CodeTable
          codes={codes}
          today={today}
          onEdit={(item) => setCode({ mode: "edit", item })}
          onDelete={(item) => setCode({ mode: "delete", item })}
        />
        <Pagination
          page={1}
          pages={1}
          hrefFor={() => "/admin/pricing"}
          label="Pages of promo codes"
          olderHref={olderCodes}
          newestHref={byCursor ? "/admin/pricing" : undefined}
        />
      </section>

      <PricingSettingsForm settings={settings} />

      <PricingFormDialog
        key={`rule-${ruleItem?.id ?? "new"}-${rule?.mode ?? ""}`}
        open={shown("create", rule) || shown("edit", rule)}
        title={ruleItem ? "Edit offer" : "New offer"}
        description={ruleItem?.name}
        intent={ruleItem ? "rule-update" : "rule-create"}
        id={ruleItem?.id}
        submitLabel={ruleItem ? "Save offer" : "Add offer"}
        onClose={closeRule}
        onDone={setNotice}
      >
        {(errors) => <RuleFields rule={ruleItem} packages={packages} errors={errors} />}
      </PricingFormDialog>
      <PricingFormDialog
        open={shown("delete", rule)}
        title={`Delete the offer “${ruleItem?.name ?? ""}”?`}
        intent="rule-delete"
        id={ruleItem?.id}
        submitLabel="Delete offer"
        danger
        onClose={closeRule}
        onDone={setNotice}
      >
        {() => (
          <p className="text-sm text-slate-700">
            Its card leaves the offers page at once. Bookings already made keep the price they were given.
          </p>
        )}
      </PricingFormDialog>

      <PricingFormDialog
        key={`code-${codeItem?.id ?? "new"}-${code?.mode ?? ""}`}
        open={shown("create", code) || shown("edit", code)}
        title={codeItem ? "Edit promo code" : "New promo code"}
        description={codeItem?.code}
        intent={codeItem ? "code-update" : "code-create"}
        id={codeItem?.id}
        submitLabel={codeItem ? "Save code" : "Add code"}
        onClose={closeCode}
        onDone={setNotice}
      >
        {(errors) => <CodeFields code={codeItem} packages={packages} errors={errors} />}
      </PricingFormDialog>
      <PricingFormDialog
        open={shown("delete", code)}
        title={`Delete the promo code ${codeItem?.code ?? ""}?`}
        intent="code-delete"
        id={codeItem?.id}
        submitLabel="Delete code"
        danger
        onClose={closeCode}
        onDone={setNotice}
      >
        {() => (
          <p className="text-sm text-slate-700">
            Visitors can no longer use it. Bookings that used it keep their discount.
          </p>
        )}
      </PricingFormDialog>
    </>
  );
}
