import { data, Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { requireAdminPage } from "~/features/admin-auth/admin-page-guard.server";
import { agencyContactOf } from "~/features/notifications/email/agency-contact.server";
import { toPushSendJson } from "~/features/notifications/push/push-json";
import { pushMessageSchema } from "~/features/notifications/push/push-schema";
import { PushSendHistory, sendSummary } from "~/features/notifications/push/push-send-views";
import {
  countPushSubscriptions,
  listPushSends,
  sendPushToAll,
} from "~/features/notifications/push/push-service.server";
import { vapidKeysOf } from "~/features/notifications/push/vapid-keys.server";
import { fieldErrorsOf } from "~/lib/http.server";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () => [{ title: "Notifications · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const [subscribers, sends] = await Promise.all([
    countPushSubscriptions(context.db),
    listPushSends(context.db).then((page) => page.items),
  ]);
  return { subscribers, sends: sends.map(toPushSendJson) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, context);
  const form = await request.formData();
  const values = {
    title: String(form.get("title") ?? ""),
    body: String(form.get("body") ?? ""),
    url: String(form.get("url") ?? ""),
  };
  const parsed = pushMessageSchema.safeParse(values);
  if (!parsed.success) return data({ errors: fieldErrorsOf(parsed.error), values, result: null }, 400);
  const record = await sendPushToAll(context.db, parsed.data, {
    vapid: await vapidKeysOf(context.db, context.config),
    agency: agencyContactOf(context.config),
    sentBy: admin.loginId,
  });
  return { errors: null, values: null, result: toPushSendJson(record) };
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, sends } = loaderData;
  const sending = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;
  const result = actionData?.result;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-2xl font-bold text-slate-900">Notifications</h1>
      <p className="mt-1 text-sm text-slate-600">
        Travel deals as browser notifications, to everyone who turned them on in the site footer.
      </p>
      <p className="mt-4 text-lg font-semibold text-slate-900">
        {subscribers} {subscribers === 1 ? "subscriber" : "subscribers"}
      </p>
      <section
        aria-labelledby="send-heading"
        className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="send-heading" className="text-lg font-semibold text-slate-900">
          Send a notification
        </h2>
        {/* a new key after each send empties the form for the next message */}
        <Form method="post" className="mt-4 space-y-4" key={result?.id ?? "form"} noValidate>
          <TextField
            label="Title"
            name="title"
            required
            maxLength={80}
            defaultValue={values?.title}
            error={errors.title}
          />
          <TextAreaField
            label="Text"
            name="body"
            required
            maxLength={240}
            rows={3}
            defaultValue={values?.body}
            error={errors.body}
          />
          <TextField
            label="Link"
            name="url"
            defaultValue={values?.url ?? "/offers"}
            hint="A page of the site such as /offers, or an https:// address"
            error={errors.url}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className={buttonClass("primary")}
              disabled={sending || subscribers === 0}
              aria-describedby={subscribers === 0 ? "no-subscribers" : undefined}
            >
              {sending
                ? "Sending…"
                : `Send to ${subscribers} ${subscribers === 1 ? "subscriber" : "subscribers"}`}
            </button>
            {subscribers === 0 && (
              <p id="no-subscribers" className="text-sm text-slate-700">
                No one has turned travel deals on yet, so there is no one to send to. Visitors turn them on in
                the site footer.
              </p>
            )}
          </div>
        </Form>
        <p role="status" className="mt-4 min-h-6 text-sm font-medium text-slate-900">
          {result ? `${sendSummary(result)}.` : ""}
        </p>
      </section>
      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Sent before
        </h2>
        <PushSendHistory sends={sends} />
      </section>
    </div>
  );
}
