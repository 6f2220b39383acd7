import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { contactEvents, contacts } from "../../../db/schema/index";
import { currentActor } from "~/features/audit/audit-service.server";
import type { contactStages } from "../../../domain/contact-values";

type ContactStage = (typeof contactStages)[number];

/**
 * Moves a contact along the pipeline as what happens moves it (a quote sent → quoted; a booking,
 * a payment, a confirmation or an accepted quote → won, shown as "Booked"), from the stages listed
 * only, and puts the change on its timeline as any stage change is (a contact event), by the
 * member of staff who did it or by nobody for what the traveller did.
 */
export async function moveContactStage(
  tx: Db,
  contactId: string,
  to: ContactStage,
  from: readonly ContactStage[],
  why: string,
): Promise<void> {
  const [moved] = await tx
    .select({ stage: contacts.stage })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), inArray(contacts.stage, [...from])))
    .for("update");
  if (!moved || moved.stage === to) return;
  await tx
    .update(contacts)
    .set({ stage: to, lostReason: "", updatedAt: new Date() })
    .where(eq(contacts.id, contactId));
  const actor = currentActor();
  await tx.insert(contactEvents).values({
    contactId,
    kind: "stage",
    fromValue: moved.stage,
    toValue: to,
    text: why,
    actorId: actor.adminId,
    actorLoginId: actor.adminId ? actor.loginId : "",
  });
}

/** Every stage a booking moves on from: a booking never moves a contact back (issue 38). */
const stagesBeforeBooked = ["new", "contacted", "quoted", "lost"] as const satisfies readonly ContactStage[];

/**
 * A booking made, paid for or confirmed makes its contact a customer ("Booked"); a cancellation
 * moves nobody, so a cancelled traveller stays booked in the pipeline's history.
 */
export async function markContactBooked(tx: Db, contactId: string | null, why: string): Promise<void> {
  if (contactId) await moveContactStage(tx, contactId, "won", stagesBeforeBooked, why);
}
