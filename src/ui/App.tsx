// Placeholder page: the real table, stack and log come later.
export function App() {
  return (
    <main>
      <h1>Stackyard</h1>
      <p>A sandbox for the rules of Magic: The Gathering. The table is on its way.</p>
    </main>
  );
}
