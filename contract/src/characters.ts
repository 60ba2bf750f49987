/**
 * How the portal counts the characters of a person's text (a chat message, a name): in Unicode code points,
 * one shared rule for the web app and the simulator, so the composer's counter and the server's refusal
 * agree to the character (docs/decisions/035).
 *
 * Code points, not UTF-16 units: an emoji is one character, not two, so 2,000 emoji fit a 2,000-character
 * message. Code points, not grapheme clusters: a Thai writer types each vowel and tone mark as a key of its
 * own and sees it counted (สวัสดี is 6 characters, as Thai counters of SMS and posts count it), and the
 * answer does not depend on the Unicode version of a browser's or Node's `Intl.Segmenter`. A text within
 * `max` code points is at most `2 × max` UTF-16 units: the bound on what a request can carry stays.
 */

/** The characters (code points) of a text; a lone surrogate counts as one. */
export function characterCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1) count += 1;
  return count;
}

/** Whether a text has at most `max` characters; a text over `2 × max` UTF-16 units is refused unread. */
export function withinCharacters(text: string, max: number): boolean {
  return text.length <= max * 2 && characterCount(text) <= max;
}

/** The text cut to its first `max` characters (never inside an emoji's pair of units); itself when it fits. */
export function clipCharacters(text: string, max: number): string {
  let end = 0;
  let kept = 0;
  for (const char of text) {
    if (kept === max) return text.slice(0, end);
    end += char.length;
    kept += 1;
  }
  return text;
}
