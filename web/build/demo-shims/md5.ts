/**
 * What @mswjs/data's Database names itself with (README.md): a hash of where and in which order it was made,
 * read only by the cross-tab sync the demo leaves out. Any stable text of the input serves; FNV-1a here.
 */
export default function md5(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}
