import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { TableHead } from "~/components/ui/table-head";
import { staffRoleLabels, staffRoles, type StaffJson } from "./staff-schema";

/** What the Staff screen's forms answer. */
export type StaffAnswer = {
  intent: string;
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  inviteUrl?: string;
};

const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));

/** The owner invites a member of staff; the link is shown too, to pass on by WhatsApp. */
export function InviteStaffForm({ answer }: { answer?: StaffAnswer }) {
  const busy = useNavigation().state !== "idle";
  const mine = answer?.intent === "invite" ? answer : undefined;
  return (
    <section aria-labelledby="invite-heading" className="mt-6 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        Invite a member of staff
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        They get an email with a link to set their password (it works once, for 48 hours). Managers do
        everything but settings and staff; agents work leads, bookings and enquiries and record payments, but
        cannot refund, delete, change tours or prices, or export.
      </p>
      {mine?.ok && (
        <div className="mt-4 space-y-2">
          <Notice tone="success">{mine.message}</Notice>
          <p className="break-all text-sm text-slate-700">
            Invitation link: <span className="font-mono">{mine.inviteUrl}</span>
          </p>
        </div>
      )}
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3" noValidate>
        <input type="hidden" name="intent" value="invite" />
        <TextField
          label="Login ID"
          name="id"
          autoComplete="off"
          required
          defaultValue={mine?.ok ? "" : mine?.values?.id}
          error={mine?.errors?.id}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={mine?.ok ? "" : mine?.values?.email}
          error={mine?.errors?.email}
        />
        <SelectField
          label="Role"
          name="role"
          required
          defaultValue={mine?.values?.role ?? "agent"}
          error={mine?.errors?.role}
        >
          {roleOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-3">
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            Send invitation
          </button>
        </div>
      </Form>
    </section>
  );
}

/** Disable the account (or let it log in again). */
function AccessButton({ member }: { member: StaffJson }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={member.disabled ? "enable" : "disable"} />
      <input type="hidden" name="id" value={member.id} />
      <button
        type="submit"
        disabled={busy}
        className={buttonClass(member.disabled ? "secondary" : "danger", "sm")}
        aria-label={`${member.disabled ? "Enable" : "Disable"} ${member.id}`}
      >
        {member.disabled ? "Enable" : "Disable"}
      </button>
    </Form>
  );
}

function StaffRow({ member }: { member: StaffJson }) {
  const busy = useNavigation().state !== "idle";
  const state = member.disabled ? "Disabled" : member.invite_pending ? "Invited" : "Active";
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="px-3 py-3">
        <p className="font-semibold text-slate-900">{member.id}</p>
        <p className="text-xs text-slate-600">{member.email ?? "no email"}</p>
        <div className="mt-2 sm:hidden">
          <AccessButton member={member} />
        </div>
      </td>
      <td className="px-3 py-3">
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="id" value={member.id} />
          <label className="sr-only" htmlFor={`role-${member.id}`}>
            Role of {member.id}
          </label>
          <select
            id={`role-${member.id}`}
            name="role"
            defaultValue={member.role}
            className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          >
            {roleOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <button
            type="submit"
            disabled={busy}
            className={`${buttonClass("secondary", "sm")} whitespace-nowrap`}
          >
            Save role
          </button>
        </Form>
      </td>
      <td className="hidden px-3 py-3 text-sm text-slate-700 sm:table-cell">
        {state}
        {member.second_factor ? " · two-step on" : ""}
      </td>
      <td className="hidden px-3 py-3 text-right sm:table-cell">
        <AccessButton member={member} />
      </td>
    </tr>
  );
}

export function StaffTable({ staff, answer }: { staff: StaffJson[]; answer?: StaffAnswer }) {
  const rowAnswer = answer && answer.intent !== "invite" ? answer : undefined;
  return (
    <section aria-labelledby="staff-heading" className="mt-6 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="staff-heading" className="text-lg font-semibold text-slate-900">
        Staff
      </h2>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-slate-800">
        {rowAnswer?.ok ? rowAnswer.message : ""}
      </p>
      {rowAnswer && !rowAnswer.ok && <Notice tone="error">{rowAnswer.message}</Notice>}
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-sm">
          <TableHead
            columns={[
              { label: "Member" },
              { label: "Role" },
              { label: "State", from: "sm" },
              { label: "Access", align: "right", from: "sm" },
            ]}
          />
          <tbody>
            {staff.map((member) => (
              <StaffRow key={member.id} member={member} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
