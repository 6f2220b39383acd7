import type http from "node:http";
import net, { type Socket } from "node:net";

/** The open connections of servers made by `trackConnections`. */
const connections = new WeakMap<http.Server, Set<Socket>>();

/** Remembers `server`'s open connections (one listener a connection, nothing a request). */
export function trackConnections(server: http.Server): http.Server {
  const open = new Set<Socket>();
  connections.set(server, open);
  server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  return server;
}

/** No request on it now: Node sets `_httpMessage` to the response while one is being answered. */
const isIdle = (socket: Socket) => !(socket as Socket & { _httpMessage?: unknown })._httpMessage;

/**
 * Stops accepting connections and resolves once every open one has closed, without cutting a
 * request: the caller answers with `Connection: close` from now on, so a connection closes after
 * its next answer; a keep-alive connection that stays idle over two looks `pollMs` apart is
 * closed then (http.Server.close() would close every idle one at once, and a request the client
 * was sending on one at that moment would meet a reset). After `limitMs` whatever is still open is
 * cut. Resolves to how many connections had to be cut.
 */
export function drainConnections(
  server: http.Server,
  { limitMs, pollMs = 250 }: { limitMs: number; pollMs?: number },
): Promise<{ cut: number }> {
  const open = connections.get(server) ?? new Set<Socket>();
  return new Promise((resolve) => {
    let cut = 0;
    let idleBefore = new Set<Socket>();
    const poll = setInterval(() => {
      const idleNow = new Set<Socket>();
      for (const socket of open) {
        if (!isIdle(socket)) continue;
        if (idleBefore.has(socket)) socket.destroy();
        else idleNow.add(socket);
      }
      idleBefore = idleNow;
    }, pollMs);
    const limit = setTimeout(() => {
      cut = [...open].filter((socket) => !isIdle(socket)).length;
      for (const socket of open) socket.destroy();
    }, limitMs);
    // net.Server's close: stop listening and call back once the last connection has closed. (A
    // connection the kernel completed but the event loop has not accepted yet is reset by the
    // close: that request never reached the app, as with a refused connection.)
    net.Server.prototype.close.call(server, () => {
      clearInterval(poll);
      clearTimeout(limit);
      resolve({ cut });
    });
  });
}

/** A second signal: cut every connection now. */
export function cutConnections(server: http.Server): void {
  for (const socket of connections.get(server) ?? []) socket.destroy();
}
