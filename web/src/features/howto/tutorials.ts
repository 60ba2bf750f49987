/**
 * The five tutorial videos of /howto (spec §2). The spec names the topics but gives no video addresses:
 * each `src` points under /mock-assets/howto/, to be replaced by the real files. Title and description
 * are the texts `pages:howto.items.<id>.*`.
 */
export type TutorialId = 'wallet' | 'enterGame' | 'checkBalance' | 'receiveBonus' | 'endBonus';

export interface Tutorial {
  id: TutorialId;
  src: string;
  /** The colour of the card's tile. */
  tone: 'accent' | 'info' | 'success';
}

export const tutorials: readonly Tutorial[] = [
  { id: 'wallet', src: '/mock-assets/howto/wallet.mp4', tone: 'accent' },
  { id: 'enterGame', src: '/mock-assets/howto/enter-game.mp4', tone: 'info' },
  { id: 'checkBalance', src: '/mock-assets/howto/check-balance.mp4', tone: 'success' },
  { id: 'receiveBonus', src: '/mock-assets/howto/receive-bonus.mp4', tone: 'accent' },
  { id: 'endBonus', src: '/mock-assets/howto/end-bonus.mp4', tone: 'info' },
];
