import { TEXT } from '../../constants';
import { telegramBotId, whatsappTemplateSchema } from '../../schemas/channels';

/**
 * Input checks of the channel connection dialogs (Discord, WhatsApp,
 * Google Business, Telegram) and the flow-platform test.
 */

export const WHATSAPP_TEST_TARGET_MESSAGE =
  'Please provide a valid phone number and ensure the ID is reachable.';
export const VF_KEY_REQUIRED_MESSAGE =
  'Please provide your Voiceflow dialogue API key and try again.';

function blank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

export function validateDiscordChannel(input: {
  channelId: string;
  webhookUrl: string;
}): string | null {
  return blank(input.channelId) || blank(input.webhookUrl) ? TEXT.discordFields : null;
}

/** The WhatsApp test message needs a +country number, a phone ID and text. */
export function validateWhatsappTestMessage(input: {
  phoneNumber: string;
  phoneNumberId: string | null | undefined;
  text: string;
}): string | null {
  if (blank(input.phoneNumber) || blank(input.phoneNumberId)) return WHATSAPP_TEST_TARGET_MESSAGE;
  if (!input.phoneNumber.trim().startsWith('+')) return TEXT.whatsappCountryCode;
  if (blank(input.text)) return TEXT.whatsappMessageRequired;
  return null;
}

/** Template names are lower-case, with underscores instead of spaces. */
export function normaliseTemplateName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

export function validateWhatsappTemplate(input: unknown): string | null {
  return whatsappTemplateSchema.safeParse(input).success ? null : TEXT.whatsappTemplateInvalid;
}

/** Client e-mail (with an @) and private key are both required. */
export function validateGoogleBusiness(input: {
  clientEmail: string;
  privateKey: string;
}): string | null {
  if (blank(input.clientEmail) || !input.clientEmail.includes('@') || blank(input.privateKey)) {
    return TEXT.googleBusinessFields;
  }
  return null;
}

/**
 * Keys pasted from a JSON credentials file carry literal "\n" sequences;
 * they become real newlines before saving.
 */
export function normalisePrivateKey(privateKey: string): string {
  return privateKey.replace(/\\n/g, '\n');
}

/** A Telegram token is '{botId}:{secret}'; anything else is refused. */
export function validateTelegramToken(token: string): string | null {
  const trimmed = token.trim();
  const colon = trimmed.indexOf(':');
  return colon > 0 && colon < trimmed.length - 1 && telegramBotId(trimmed) !== ''
    ? null
    : TEXT.telegramToken;
}

export function validateVfDialogueKey(key: string | null | undefined): string | null {
  return blank(key) ? VF_KEY_REQUIRED_MESSAGE : null;
}

/** Discord's MANAGE_GUILD bit, shown to users as "Manage Server". */
const MANAGE_SERVER_BIT = 0x20n;

/** The Discord bot needs Manage Server; `permissions` is Discord's decimal bit string. */
export function discordHasManageServer(permissions: string | number | null | undefined): boolean {
  if (permissions === null || permissions === undefined) return false;
  const text = String(permissions).trim();
  if (!/^\d+$/.test(text)) return false;
  return (BigInt(text) & MANAGE_SERVER_BIT) !== 0n;
}

/** Notice texts that wrap a server message. */
export const channelNotice = {
  error: (message: string) => `Error: ${message}`,
  errorOccurred: (message: string) => `Error occurred: ${message}`,
  webhookFailed: (description: string) => `Failed to set webhook: ${description}`,
  pageConnectFailed: (message: string) => `Failed to connect the page. ${message}`,
};
