/** Placeholder: replaced by the screen of its issue. */
export function MyWorksPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">My Works</h1>
    </main>
  );
}
