import { afterEach, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING } from './protocol';
import { registerServiceWorker } from './sw-registration';

/** A worker with a state the test moves on, and the messages the page sent it. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** The browser found a new script: it starts installing it. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** navigator.serviceWorker with `controller` set when a worker already controls the page. */
function fakeContainer(controlled: boolean, registration = new FakeRegistration()) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker('activated') : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  return { container, registration };
}

afterEach(() => vi.unstubAllGlobals());

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    const { container } = fakeContainer(false);
    await registerServiceWorker(() => undefined);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('offers nothing on the very first install, when no worker controls the page yet', async () => {
    const { registration } = fakeContainer(false);
    const onUpdateReady = vi.fn();
    await registerServiceWorker(onUpdateReady);
    const first = new FakeWorker('installing');
    registration.found(first);
    first.moveTo('installed');
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('offers a new version once it is installed and waits', async () => {
    const { registration } = fakeContainer(true);
    const onUpdateReady = vi.fn();
    await registerServiceWorker(onUpdateReady);
    const next = new FakeWorker('installing');
    registration.found(next);
    expect(onUpdateReady).not.toHaveBeenCalled();
    next.moveTo('installed');
    expect(onUpdateReady).toHaveBeenCalledOnce();
  });

  it('offers a version that was already waiting from an earlier visit', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    fakeContainer(true, registration);
    const onUpdateReady = vi.fn();
    await registerServiceWorker(onUpdateReady);
    expect(onUpdateReady).toHaveBeenCalledOnce();
  });

  it('activates the waiting worker and reloads once it controls the page, not before', async () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker('installed');
    registration.waiting = waiting;
    const { container } = fakeContainer(true, registration);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    let activate: (() => void) | undefined;
    await registerServiceWorker((next) => (activate = next));

    activate!();
    expect(waiting.messages).toEqual([SKIP_WAITING]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('looks for a new version when the app comes back to the screen', async () => {
    const { registration } = fakeContainer(true);
    await registerServiceWorker(() => undefined);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledOnce();
  });
});
