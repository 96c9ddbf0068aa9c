/** Placeholder: replaced by the screen of its issue. */
export function WorkDetailsPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Work Details</h1>
    </main>
  );
}
