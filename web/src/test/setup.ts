import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first lazily loaded page or dialog is compiled on its first use: on a loaded machine that alone can
// pass the default second. A wait still ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
