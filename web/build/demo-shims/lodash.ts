/** The one lodash function @mswjs/data's getDefinition.js uses (README.md). */
export { default as isFunction } from 'lodash/isFunction';
