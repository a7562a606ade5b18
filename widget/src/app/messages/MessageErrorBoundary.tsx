import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * A message that fails to render shows the error's text in place of its
 * bubble; the rest of the conversation carries on.
 */
export class MessageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (this.state.error) {
      return (
        <div className="vg-message-error" role="alert">
          {this.state.error.message}
        </div>
      );
    }
    return this.props.children;
  }
}
