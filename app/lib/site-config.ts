/** The part of the server's configuration the browser may see (built in env.server.ts). */
export type PublicConfig = {
  siteUrl: string;
  agency: { name: string; phone: string; whatsapp: string; email: string; address: string };
  vapidPublicKey: string | null;
};
