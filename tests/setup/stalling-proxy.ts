import net from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that can stall: while frozen it stops moving bytes either
 * way (they wait in the sockets' buffers, as on a congested network or a database stuck on I/O)
 * and accepts new connections without forwarding anything; thawed, everything flows on. Nothing
 * is dropped, so a statement sent during the freeze may still run after it.
 */
export async function stallingProxy(databaseUrl: string) {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const target = new URL(databaseUrl);
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    // by hand rather than pipe(), which would resume a paused socket
    client.on("data", (chunk) => upstream.write(chunk));
    upstream.on("data", (chunk) => client.write(chunk));
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      if (frozen) socket.pause();
    }
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", () => resolve()));
  const proxied = new URL(databaseUrl);
  proxied.host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    url: proxied.toString(),
    freeze(on: boolean) {
      frozen = on;
      for (const socket of sockets) {
        if (on) socket.pause();
        else socket.resume();
      }
    },
    close() {
      for (const socket of sockets) socket.destroy();
      proxy.close();
    },
  };
}
