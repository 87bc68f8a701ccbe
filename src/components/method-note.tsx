import type { ReactNode } from 'react';

/** The toggle's words, the same under every card so people learn where methods are. */
export const METHOD_NOTE_SUMMARY = 'How this is computed';

/**
 * How a card's figures are computed, shown on demand: a native disclosure (keyboard and screen
 * readers know it), closed by default so the method text does not crowd the figures.
 */
export function MethodNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <details className="method-note" data-testid={testId}>
      <summary className="method-note__summary">{METHOD_NOTE_SUMMARY}</summary>
      <p className="muted method-note__text">{children}</p>
    </details>
  );
}
