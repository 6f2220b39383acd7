import type { Db } from "../../db/client";
import type { Config } from "./env.server";
import type { FileStorage } from "./storage.server";

/** What the server hands every loader and action (see server/app.ts). */
export type AppContext = {
  db: Db;
  config: Config;
  storage: FileStorage;
  /** the caller's IP address (see server/app.ts; X-Forwarded-For counted from the right with TRUST_PROXY) */
  clientAddress: string;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
