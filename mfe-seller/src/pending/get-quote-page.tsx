/** Stand-in until the content engineer's page lands; routes.tsx then points at the real one. */
export function GetQuotePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Get Your Gift Card Quote</h1>
    </section>
  );
}
