import { Component, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../components/button';
import { AlertCircleIcon, HomeIcon, RefreshIcon, WifiOffIcon } from '../components/icons';
import styles from './failure-screen.module.css';

/**
 * Whether an error is a page's code failing to arrive: the network dropped, or an old tab asks for a chunk a
 * new deploy removed. Chromium, Firefox and Safari word it differently; Vite's preloader adds its own.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|module script failed|Unable to preload|ChunkLoadError|error loading dynamically/i.test(
    message,
  );
}

/** The designed failure in place of a page: a way forward for each kind, never a blank screen. */
export function FailureScreen({
  error,
  onRetry,
  standalone,
}: {
  error: unknown;
  onRetry: () => void;
  standalone?: boolean;
}) {
  const { t } = useTranslation('shell');
  const chunk = isChunkLoadError(error);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Root = standalone ? 'main' : 'section';
  return (
    <Root className={styles.screen} data-standalone={standalone || undefined} aria-labelledby="failure-title">
      <span className={styles.mark} aria-hidden="true">
        {chunk ? <WifiOffIcon size={32} /> : <AlertCircleIcon size={32} />}
      </span>
      <h1 id="failure-title" ref={heading} className={styles.title} tabIndex={-1}>
        {chunk ? t('failure.chunkTitle') : t('failure.renderTitle')}
      </h1>
      <p className={styles.text}>{chunk ? t('failure.chunkText') : t('failure.renderText')}</p>
      <div className={styles.actions}>
        {chunk ? (
          // A failed chunk import is remembered by the page; only a reload asks for it (and a new version) again.
          <Button onClick={() => window.location.reload()}>
            <RefreshIcon size={20} />
            {t('failure.reload')}
          </Button>
        ) : (
          <Button onClick={onRetry}>
            <RefreshIcon size={20} />
            {t('failure.retry')}
          </Button>
        )}
        <Link to="/" className={styles.home} onClick={onRetry} reloadDocument={chunk}>
          <HomeIcon size={20} />
          {t('failure.home')}
        </Link>
      </div>
    </Root>
  );
}

interface BoundaryProps {
  /** A new value (the path) clears a failure: moving elsewhere tries again. */
  resetKey: string;
  standalone?: boolean;
  children: ReactNode;
}

/** Catches a page that failed to load or to draw, and shows the FailureScreen in its place. */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <FailureScreen
        error={this.state.error}
        standalone={this.props.standalone}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}
