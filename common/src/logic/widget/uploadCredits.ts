import { BYTES_PER_MB, UPLOAD_CREDITS_CAP } from '../../constants';

/**
 * Credits charged for visitor uploads. Two kinds exist: uploads billed to
 * the agent at a per-MB cost, and uploads billed to the agent owner by whole
 * megabytes.
 */

/** Per-MB cost × size in MB, rounded to a whole credit, capped at 100. */
export function agentUploadCredits(sizeBytes: number, creditsPerMb: number): number {
  if (!(sizeBytes > 0) || !(creditsPerMb > 0)) return 0;
  const credits = Math.round((sizeBytes / BYTES_PER_MB) * creditsPerMb);
  return Math.min(UPLOAD_CREDITS_CAP, credits);
}

/** Size in MB rounded up, and never less than one credit. */
export function ownerUploadCredits(sizeBytes: number): number {
  return Math.max(1, Math.ceil(Math.max(0, sizeBytes) / BYTES_PER_MB));
}

/** logData sent with an agent upload's consume-credits call. */
export function agentUploadLogData(
  agentId: string,
  credits: number,
  fileName: string,
): { amount: number; agentId: string; causedBy: 'agent'; logMessage: string } {
  return {
    amount: credits,
    agentId,
    causedBy: 'agent',
    logMessage: `File upload: ${fileName}`,
  };
}
