/** Words too common to tell passages apart. */
export const STOP_WORDS = new Set(
  `a an and are as at be but by can could do does for from has have how i if in is it its me
  my of on or our so that the their them there these this to was we what when where which who
  why will with would you your please tell about any some`.split(/\s+/),
);

/** The meaningful lower-case words of a text. */
export function contentTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length > 1 && !STOP_WORDS.has(word),
  );
}
