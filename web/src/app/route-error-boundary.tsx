import { Component, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/texts';
import { Link } from 'react-router-dom';
import { retryWhenLikely } from '../api/recovery';
import { reloadFailedPage } from './lazy-page';
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

/**
 * The designed failure in place of a page: a way forward for each kind, never a blank screen. A page's code that
 * failed to arrive is asked for again by itself (`onRecover`, api/recovery.ts: when the network returns, when
 * the player comes back, or after a delay growing with `failures`); a page that failed to draw is not, as it
 * would fail the same way.
 */
export function FailureScreen({
  error,
  onRetry,
  onRecover,
  failures = 1,
  standalone,
}: {
  error: unknown;
  onRetry: () => void;
  onRecover?: () => void;
  failures?: number;
  standalone?: boolean;
}) {
  const { t } = useTranslation('shell');
  const chunk = isChunkLoadError(error);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(
    () => (chunk && onRecover ? retryWhenLikely(onRecover, failures) : undefined),
    [chunk, onRecover, failures],
  );
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
          // A reload also brings a new version, whose chunks replace the ones a deploy removed.
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

/**
 * Catches a page that failed to load or to draw, and shows the FailureScreen in its place. `failures` counts the
 * automatic retries that failed in a row, so each waits longer; moving elsewhere or a page drawn starts again.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; failures: number }> {
  override state: { error: unknown; failures: number } = { error: null, failures: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null)
      this.setState({ error: null, failures: 0 });
  }

  private readonly retry = () => this.setState({ error: null });

  /** The failed code asked for again, and the page drawn once it is here; otherwise the failure stays, to wait longer. */
  private readonly recover = () =>
    void reloadFailedPage(this.state.error).then((loaded) =>
      loaded
        ? this.setState({ error: null, failures: 0 })
        : this.setState(({ failures }) => ({ failures: failures + 1 })),
    );

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <FailureScreen
        error={this.state.error}
        standalone={this.props.standalone}
        onRetry={this.retry}
        onRecover={this.recover}
        failures={this.state.failures + 1}
      />
    );
  }
}
