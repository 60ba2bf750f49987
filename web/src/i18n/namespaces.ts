/** The text namespaces: one JSON file per language and namespace (`locales/{th,lo,en}/{ns}.json`). */
export const NAMESPACES = [
  'common',
  'errors',
  'shell',
  'auth',
  'register',
  'pages',
  'home',
  'deposit',
  'bonus',
  'spin',
  'chat',
  'demo',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Loaded at start: what every screen needs (buttons, error texts, the shells). */
export const INITIAL_NAMESPACES = ['common', 'errors', 'shell'] as const satisfies readonly Namespace[];
