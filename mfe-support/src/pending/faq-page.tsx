/** Stand-in until the content engineer's page lands; routes.tsx then points at the real one. */
export function FaqPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Frequently Asked Questions</h1>
    </section>
  );
}
