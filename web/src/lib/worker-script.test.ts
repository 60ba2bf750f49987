import { afterEach, describe, expect, it, vi } from 'vitest';

/** A browser's Trusted Types, as far as the module uses them: the policies made, by name. */
function fakeTrustedTypes() {
  const policies = new Map<string, TrustedTypePolicyOptions>();
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: TrustedTypePolicyOptions) => {
      if (policies.has(name)) throw new TypeError(`a second policy named ${name}`);
      policies.set(name, rules);
      return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL!(input) }) };
    },
  });
  return policies;
}

describe('serviceWorkerUrl', () => {
  afterEach(() => vi.resetModules());

  it('is the plain address where the browser has no Trusted Types', async () => {
    const { serviceWorkerUrl } = await import('./worker-script');
    expect(serviceWorkerUrl()).toBe('/sw.js');
  });

  it('comes from the portal-worker policy, made once, which vouches for the app’s worker and nothing else', async () => {
    const policies = fakeTrustedTypes();
    const { serviceWorkerUrl } = await import('./worker-script');
    expect(serviceWorkerUrl()).toEqual({ trusted: '/sw.js' });
    expect(serviceWorkerUrl()).toEqual({ trusted: '/sw.js' });
    expect([...policies.keys()]).toEqual(['portal-worker']);
    expect(() => policies.get('portal-worker')!.createScriptURL!('/evil.js')).toThrow(TypeError);
  });
});
