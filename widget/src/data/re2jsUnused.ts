/**
 * Stands in for the `re2js` package in the chat's build. Firestore's SDK
 * imports it only to evaluate regular-expression and LIKE expressions of
 * pipeline queries, which the chat never runs; bundling it cost about 40 KB
 * (compressed) on every chat's first open. Should such an expression ever be
 * evaluated, it fails (Firestore logs it and treats the result as an error)
 * rather than matching wrongly.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Regular-expression query expressions are not available in the chat');
  },
};
