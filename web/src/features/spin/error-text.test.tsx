import { contract, type RouteMeta } from '@portal/contract';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TextsProvider } from '../../i18n/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import errorsEn from '../../i18n/locales/en/errors.json';
import spinEn from '../../i18n/locales/en/spin.json';
import { setupTestI18n } from '../../test/i18n';
import { useSpinErrorText } from './error-text';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
  await i18n.loadNamespaces('spin');
});

const errorText = () =>
  renderHook(() => useSpinErrorText(), {
    wrapper: ({ children }: { children: ReactNode }) => <TextsProvider texts={i18n}>{children}</TextsProvider>,
  }).result.current;

const refusal = (message: string) => ({ status: 422, body: { message }, headers: new Headers() });

describe('spin and claim refusals (spec §8: spin.error.{code})', () => {
  const declared = [contract.spinwheel.spin, contract.spinwheel.claim].flatMap(
    (route) => (route.metadata as RouteMeta).codes,
  );

  it.each(declared)('%s has its own spin text', (code) => {
    expect(spinEn.error).toHaveProperty(code);
    expect(errorText()(refusal(code))).toBe(spinEn.error[code as keyof typeof spinEn.error]);
  });

  it('falls back to the catalogue text, and to the server message as written', () => {
    expect(errorText()(refusal('INTERNAL_SERVER_ERROR'))).toBe(errorsEn.INTERNAL_SERVER_ERROR);
    expect(errorText()(refusal('Wheel under maintenance'))).toBe('Wheel under maintenance');
  });
});
