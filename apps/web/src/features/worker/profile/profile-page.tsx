/** Placeholder: replaced by the screen of its issue. */
export function ProfilePage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Profile</h1>
    </main>
  );
}
