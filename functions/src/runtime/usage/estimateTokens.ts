/**
 * About four characters per token for English text; used when a provider
 * reports no usage (the offline provider, or a server without usage data).
 */
export function estimateTokens(text: string): number {
  return text === '' ? 0 : Math.ceil(text.length / 4);
}
