import { useEffect, useRef, useState } from 'react';

/** After a refused submit, the focus goes to the form's first invalid field, so its message is read out. */
export function useFocusFirstInvalid() {
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { form, focusFirstInvalid: () => setAttempt((count) => count + 1) };
}
