/**
 * A read-only link opened on a copy of the app that keeps everything on this device (local mode,
 * no Firebase project set up): there is no shared page here to read.
 */
import './share.css';

export function LocalSharedNotice() {
  return (
    <main className="share-page" id="main">
      <section className="share-page__gone">
        <h1>Shared pages are not kept here</h1>
        <p>
          This copy of the app keeps activities on this device only, so it holds no shared pages. Open the
          link on the address it was sent from.
        </p>
        <p>
          <a href="/">Open the dashboard</a>
        </p>
      </section>
    </main>
  );
}
