import { render, screen } from '@testing-library/react';
import { TextsProvider } from '../i18n/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../test/i18n';
import { LoadingOverlay } from './loading-overlay';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});

const overlay = (active: boolean) => (
  <TextsProvider texts={i18n}>
    <LoadingOverlay active={active} />
  </TextsProvider>
);

describe('LoadingOverlay', () => {
  // Its 200 ms wait, hidden to taps and screen readers, is the CSS of loader.module.css (a browser journey
  // measures it: e2e/loaders.spec.ts); the live region is in the page from the start, to be heard when it shows.
  it('says it is loading while active, and is gone once not', () => {
    const { rerender } = render(overlay(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(overlay(false));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
