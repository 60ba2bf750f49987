/**
 * @mswjs/data's cross-tab sync, off in the demo (README.md): it would copy each row change of one tab's world
 * into another tab's over BroadcastChannel, without the id counter, scheduled events or ledger that go with
 * it, and keep every world ever made listening. The demo keeps tabs together by whole saved worlds instead
 * (mock-server/src/browser/demo.ts).
 */
export function sync(): void {}
