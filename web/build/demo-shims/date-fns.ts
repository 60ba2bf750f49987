/** The one date-fns function @mswjs/data's date comparators use (README.md). */
export { default as compareAsc } from 'date-fns/compareAsc';
