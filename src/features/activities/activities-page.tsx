/** The /activities page: the history table with its filter bar (first version: a placeholder). */
export function ActivitiesPage() {
  return (
    <section aria-labelledby="activities-heading">
      <h1 id="activities-heading">Activities</h1>
      <p>Loading the activity history…</p>
    </section>
  );
}
