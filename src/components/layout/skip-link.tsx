/** First focusable element of the page: jumps keyboard users past the header to <main>. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  return (
    <a className="skip-link" href={`#${targetId}`}>
      Skip to content
    </a>
  );
}
