import { randomBytes, randomInt } from 'node:crypto';
import type {
  InlineButton,
  LocalBot,
  TelegramChat,
  TelegramMessage,
  TelegramUpdate,
  TelegramUser,
} from './telegramTypes';

/** One line of a chat as the stand-in's page shows it. */
export interface ChatEntry {
  from: 'user' | 'bot';
  message: TelegramMessage;
}

/**
 * Telegram's side of the world, in memory: the bots created with the
 * stand-in's BotFather, the people writing to them, and each private chat's
 * messages. The HTTP layer (startTelegram) speaks the Bot API over it and
 * delivers the updates it queues.
 */
export class TelegramWorld {
  private readonly bots = new Map<string, LocalBot>();
  private readonly chats = new Map<string, ChatEntry[]>();
  private readonly users = new Map<number, TelegramUser>();
  private nextUpdateId = randomInt(100_000, 900_000);
  private nextMessageId = 1;
  private readonly listeners = new Set<(botId: number, chatId: number) => void>();

  /** BotFather's /newbot: a bot with a fresh token `{id}:{secret}`. */
  createBot(name: string, username: string): LocalBot {
    const cleanName = name.trim().slice(0, 64) || 'Local bot';
    const handle = username.trim().replace(/^@/, '');
    if (!/^[A-Za-z][A-Za-z0-9_]{3,30}bot$/i.test(handle)) {
      throw new Error(
        'Sorry, this username is invalid. It must end in "bot", e.g. TetrisBot or tetris_bot, and use 5-32 letters, digits or underscores.',
      );
    }
    if (this.allBots().some((bot) => bot.user.username?.toLowerCase() === handle.toLowerCase())) {
      throw new Error('Sorry, this username is already taken. Please try something different.');
    }
    const id = randomInt(1_000_000_000, 9_000_000_000);
    const token = `${id}:AA${randomBytes(24).toString('base64url').slice(0, 33)}`;
    const bot: LocalBot = {
      token,
      user: { id, is_bot: true, first_name: cleanName, username: handle },
      webhook: null,
      pending: [],
    };
    this.bots.set(token, bot);
    return bot;
  }

  allBots(): LocalBot[] {
    return [...this.bots.values()];
  }

  botByToken(token: string): LocalBot | undefined {
    return this.bots.get(token);
  }

  botById(id: number): LocalBot | undefined {
    return this.allBots().find((bot) => bot.user.id === id);
  }

  /** A person writing to bots; the same id always gets the same person. */
  person(id: number, firstName: string): TelegramUser {
    const known = this.users.get(id);
    if (known) return known;
    const user: TelegramUser = { id, is_bot: false, first_name: firstName.slice(0, 64) || 'Tess' };
    this.users.set(id, user);
    return user;
  }

  chat(botId: number, chatId: number): ChatEntry[] {
    return this.chats.get(`${botId}/${chatId}`) ?? [];
  }

  chatOf(user: TelegramUser): TelegramChat {
    return { id: user.id, type: 'private', first_name: user.first_name };
  }

  /** Called after every change of a chat (the page's live view listens). */
  onChange(listener: (botId: number, chatId: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The person sends text: a message update for the bot. */
  userWrites(bot: LocalBot, user: TelegramUser, text: string): TelegramUpdate {
    const message: TelegramMessage = {
      message_id: this.nextMessageId++,
      from: user,
      chat: this.chatOf(user),
      date: unixNow(),
      text,
    };
    this.append(bot.user.id, user.id, { from: 'user', message });
    return this.queue(bot, { update_id: this.nextUpdateId++, message });
  }

  /** The person presses an inline button of one of the bot's messages. */
  userPresses(
    bot: LocalBot,
    user: TelegramUser,
    messageId: number,
    data: string,
  ): TelegramUpdate | null {
    const entry = this.chat(bot.user.id, user.id).find(
      (e) => e.from === 'bot' && e.message.message_id === messageId,
    );
    const pressed = entry?.message.reply_markup?.inline_keyboard
      .flat()
      .some((button) => button.callback_data === data);
    if (!entry || !pressed) return null;
    return this.queue(bot, {
      update_id: this.nextUpdateId++,
      callback_query: {
        id: String(randomInt(1e9, 9e9)),
        from: user,
        message: entry.message,
        chat_instance: `${bot.user.id}${user.id}`,
        data,
      },
    });
  }

  /** The bot sends a message into a chat with a person who wrote to it. */
  botSends(
    bot: LocalBot,
    chatId: number,
    content: {
      text?: string;
      caption?: string;
      photoUrl?: string;
      keyboard?: InlineButton[][];
    },
  ): TelegramMessage | null {
    const user = this.users.get(chatId);
    if (!user) return null;
    const message: TelegramMessage = {
      message_id: this.nextMessageId++,
      from: bot.user,
      chat: this.chatOf(user),
      date: unixNow(),
      ...(content.text !== undefined ? { text: content.text } : {}),
      ...(content.caption ? { caption: content.caption } : {}),
      ...(content.photoUrl
        ? {
            photo_url: content.photoUrl,
            photo: [
              {
                file_id: randomBytes(16).toString('base64url'),
                file_unique_id: randomBytes(8).toString('base64url'),
                width: 800,
                height: 600,
              },
            ],
          }
        : {}),
      ...(content.keyboard?.length ? { reply_markup: { inline_keyboard: content.keyboard } } : {}),
    };
    this.append(bot.user.id, chatId, { from: 'bot', message });
    return message;
  }

  private queue(bot: LocalBot, update: TelegramUpdate): TelegramUpdate {
    bot.pending.push(update);
    return update;
  }

  private append(botId: number, chatId: number, entry: ChatEntry): void {
    const key = `${botId}/${chatId}`;
    this.chats.set(key, [...(this.chats.get(key) ?? []), entry]);
    for (const listener of this.listeners) listener(botId, chatId);
  }
}

function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
