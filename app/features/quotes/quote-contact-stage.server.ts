import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { contactEvents, contacts } from "../../../db/schema/index";
import { currentActor } from "~/features/audit/audit-service.server";
import type { contactStages } from "../../../domain/contact-values";

type ContactStage = (typeof contactStages)[number];

/**
 * Moves a contact along the pipeline as its quote goes (sent → quoted, accepted → won), from the
 * stages listed only, and puts the change on its timeline as any stage change is (a contact
 * event), by the member of staff who sent it or by nobody for the traveller's acceptance.
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
