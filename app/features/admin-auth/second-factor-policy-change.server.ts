import type { Db } from "../../../db/client";
import type { AgencyContact } from "~/features/notifications/email/agency-contact.server";
import { fieldError } from "~/lib/domain-error";
import { secondFactorPolicyMessages } from "./admin-auth-schema";
import { isSecondFactorRequired, setSecondFactorRequired } from "./second-factor-policy.server";
import { requireOwnerProof } from "./totp-change.server";

type PolicyChange = { required: boolean; password?: string; code?: string };

/**
 * The account page's and `PUT /api/auth/totp/policy`'s rules for changing it: only an admin whose
 * own second factor is on may change it, and turning it off takes the password and a current code
 * (as turning one's own second factor off does), so a stolen session alone cannot relax it.
 */
export async function changeSecondFactorPolicy(
  db: Db,
  admin: { adminId: string; hasSecondFactor: boolean },
  change: PolicyChange,
  notify?: AgencyContact,
): Promise<void> {
  if (!admin.hasSecondFactor) throw fieldError("invalid", "required", secondFactorPolicyMessages.ownFirst);
  if (!change.required && (await isSecondFactorRequired(db))) {
    await requireOwnerProof(db, admin.adminId, change);
  }
  await setSecondFactorRequired(db, admin.adminId, change.required, notify);
}
