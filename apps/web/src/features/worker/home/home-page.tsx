/** Placeholder: replaced by the screen of its issue. */
export function WorkerHomePage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Home</h1>
    </main>
  );
}
