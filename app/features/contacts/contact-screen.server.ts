import type { Db } from "../../../db/client";
import type { ListKey } from "~/lib/keyset-page";
import { loadScreenList, withFilterStatus } from "~/lib/list-query";
import {
  CONTACT_PAGE_SIZE,
  contactAdminQuerySchema,
  contactStages,
  type ContactAdminQuery,
} from "./contact-schema";
import { contactFilterOf, countContacts, listContactOwners, listContacts } from "./contact-service.server";

const BOARD_COLUMN_SIZE = 20;

/**
 * The Contacts screen: a page of the list (the same query as `GET /api/contacts`), the staff to
 * filter by, and in the board view the newest contacts of each stage.
 */
export async function loadContactScreen(db: Db, request: Request) {
  const source = {
    db,
    page: async (db: Db, query: ContactAdminQuery & { limit: number; skip: number; cursor?: ListKey }) =>
      listContacts(db, {
        ...(await contactFilterOf(db, query)),
        limit: query.limit,
        skip: query.skip,
        cursor: query.cursor,
      }),
    count: async (db: Db, query: ContactAdminQuery) => countContacts(db, await contactFilterOf(db, query)),
  };
  const list = await loadScreenList(request, contactAdminQuerySchema, CONTACT_PAGE_SIZE, source);
  const owners = await listContactOwners(db);
  if (list.query.view !== "board") return withFilterStatus({ ...list, owners, board: null });
  const stages = list.query.status ? [list.query.status] : contactStages;
  const board = [];
  for (const stage of stages) {
    const filter = await contactFilterOf(db, { ...list.query, status: stage });
    const page = await listContacts(db, { ...filter, limit: BOARD_COLUMN_SIZE });
    board.push({ stage, contacts: page.items, more: page.next !== null });
  }
  return withFilterStatus({ ...list, owners, board });
}
