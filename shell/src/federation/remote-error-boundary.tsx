import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  remote: string;
  onRetry: () => void;
  /** Told of each failure it catches (the shell reports it against the remote's version). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a failing remote (load error, timeout or render crash) from taking the shell down. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    if (this.state.failed) return <RemoteFallback onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
