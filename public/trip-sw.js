/*
 * The tour leader's page without signal (issue 43, ADR 057). Scope /trip/. Every GET the page
 * makes is answered from the network when there is one (and kept), else from what was kept; the
 * page asks, after its first visit, that its own address and the files it loaded be kept, since
 * they were fetched before this worker was in control. Headcounts (POST) are never touched here:
 * the page keeps them itself until they are sent.
 */
const CACHE = "safarnama-trip-v1";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("message", (event) => {
  if (!event.data || event.data.type !== "keep" || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter((url) => new URL(url).origin === self.location.origin);
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          urls.map((url) =>
            fetch(url, { credentials: "same-origin" })
              .then((response) => (response.ok ? cache.put(url, response) : undefined))
              .catch(() => undefined),
          ),
        ),
      )
      .then(() => event.source && event.source.postMessage({ type: "kept" })),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
        }
        return response;
      })
      // the kept copy was fetched by this worker, without the navigation's headers: Vary must not hide it
      .catch(() => caches.match(request, { ignoreVary: true }).then((kept) => kept || Response.error())),
  );
});
