/** Placeholder: replaced by the screen of its issue. */
export function CateringWorksPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Catering Works</h1>
    </main>
  );
}
