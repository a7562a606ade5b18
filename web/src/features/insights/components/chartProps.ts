/**
 * The charts are pictures of the numbers; the Table view beside each one is
 * the form keyboard and screen-reader users read (the chart is hidden from
 * them), so recharts' keyboard layer stays off.
 */
export const NOT_FOCUSABLE = { accessibilityLayer: false } as const;
