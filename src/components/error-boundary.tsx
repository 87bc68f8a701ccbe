import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

interface Props {
  children: ReactNode;
  /** Heading of the panel shown on failure. */
  title?: string;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches render errors below it and shows ErrorPanel with "Try again" instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render error caught by ErrorBoundary:', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null, failed: false });

  override render(): ReactNode {
    if (this.state.failed)
      return <ErrorPanel error={this.state.error} title={this.props.title} onRetry={this.reset} />;
    return this.props.children;
  }
}
