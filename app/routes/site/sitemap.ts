// Placeholder until issue 9 builds this file.
export function loader() {
  return new Response("Not found", { status: 404 });
}
