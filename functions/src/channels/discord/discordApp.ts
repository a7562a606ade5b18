import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { loadEnv } from '../../env';
import { HttpError } from '../../http/HttpError';
import { pathId } from '../../http/pathId';

/** The Discord application: its id and the key that checks interaction signatures. */
export function discordApp(): { appId: string; publicKey: KeyObject } {
  const env = loadEnv();
  if (!env.VG_DISCORD_APP_ID || !env.VG_DISCORD_PUBLIC_KEY || !env.VG_DISCORD_BOT_TOKEN)
    throw new HttpError(503, 'Discord is not set up on this server.', {
      code: 'discord-not-configured',
    });
  // An Ed25519 public key as SPKI DER: a fixed 12-byte header and the raw 32 bytes.
  const der = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    Buffer.from(env.VG_DISCORD_PUBLIC_KEY, 'hex'),
  ]);
  return {
    appId: env.VG_DISCORD_APP_ID,
    publicKey: createPublicKey({ key: der, format: 'der', type: 'spki' }),
  };
}

/** X-Signature-Ed25519 over X-Signature-Timestamp + the exact body, as Discord signs interactions. */
export function validDiscordSignature(
  publicKey: KeyObject,
  signature: unknown,
  timestamp: unknown,
  body: Buffer,
): boolean {
  if (typeof signature !== 'string' || typeof timestamp !== 'string') return false;
  if (!/^[0-9a-f]{128}$/i.test(signature) || !/^\d{1,20}$/.test(timestamp)) return false;
  return verify(
    null,
    Buffer.concat([Buffer.from(timestamp), body]),
    publicKey,
    Buffer.from(signature, 'hex'),
  );
}

/** `discordChannels/{channelId}`: which agent a Discord channel answers for. */
export const discordChannelPath = (channelId: string) =>
  `discordChannels/${pathId(channelId, 'channelId')}`;

/** The OAuth2 permissions the bot asks for: Manage Server (spec), View Channels, Send Messages. */
export const DISCORD_BOT_PERMISSIONS = String(0x20 | 0x400 | 0x800);
