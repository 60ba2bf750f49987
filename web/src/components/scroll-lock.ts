/**
 * Body scroll is locked while any modal is open (spec §2). Modals can stack (an alert over a form), so the
 * lock is a counter: the page scrolls again only when the last one closes.
 */
let openModals = 0;
let previousOverflow = '';

export function lockBodyScroll(): () => void {
  if (openModals === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openModals += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openModals -= 1;
    if (openModals === 0) document.body.style.overflow = previousOverflow;
  };
}
