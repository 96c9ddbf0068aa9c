/** Placeholder: replaced by the screen of its issue. */
export function LandingPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">CaterCrew</h1>
    </main>
  );
}
