import type { PostalAddress } from "./postal-address";

/** The part of the server's configuration the browser may see (built in env.server.ts). */
export type PublicConfig = {
  siteUrl: string;
  agency: {
    name: string;
    phone: string;
    whatsapp: string;
    email: string;
    address: string;
    /** the same address in its parts, for structured data (postal-address.ts) */
    postalAddress: PostalAddress;
  };
  vapidPublicKey: string | null;
};
