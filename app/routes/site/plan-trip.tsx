// Placeholder until issue 9 builds this page.
export default function Placeholder() {
  return (
    <section className="mx-auto max-w-3xl px-4 pb-24 pt-32">
      <h1 className="font-display text-3xl font-bold">Coming soon</h1>
    </section>
  );
}
