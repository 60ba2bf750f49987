/**
 * The site's calendar (spec §4 bonus card: "same calendar day", "same week"), shared by the web app's card
 * states and the simulator's bonus limits so that both count a day and a week alike. Thailand and Laos are
 * both UTC+7 all year (no daylight saving); weeks start on Monday.
 */

/** The site's offset from UTC: Asia/Bangkok and Asia/Vientiane. */
export const SITE_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day at the site of an instant (epoch ms), as a day number since 1970-01-01. */
export function siteDay(at: number): number {
  return Math.floor((at + SITE_UTC_OFFSET_MS) / DAY_MS);
}

/** The Monday-start week at the site (1970-01-01 was a Thursday, three days after a Monday). */
export function siteWeek(at: number): number {
  return Math.floor((siteDay(at) + 3) / 7);
}
