/**
 * Turns as the chat holds them before each message is checked. The common
 * `turnSchema` validates a turn as a whole, so one malformed message would
 * hide the whole conversation; the spec wants that message alone to show its
 * error. So turns are read loosely here and every message component checks
 * its own kind with the common message schemas when it renders.
 */
export type Speaker = 'bot' | 'human';

export interface ChatMessage {
  type: string;
  from?: Speaker;
  item?: { payload?: unknown; [key: string]: unknown };
  /** Milliseconds to wait before showing this bot message. */
  delay?: number;
  ts?: number | string;
  action?: string;
  placeholderImage?: string;
  feedback?: unknown;
  isLoading?: boolean;
}

export interface Turn {
  from: Speaker;
  messages: ChatMessage[];
  ts?: number | string;
  sources?: unknown[];
  session_id?: string;
  /** Set on a bot-side turn a team member wrote during a hand-off. */
  humanAgent?: { uid: string; name?: string };
}

/**
 * Turns arrive as a JSON string (stored form) or an array (socket sync).
 * Anything unreadable yields no turns rather than breaking the view.
 */
export function parseTurns(value: unknown): Turn[] {
  let raw: unknown = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): Turn[] => {
    if (!entry || typeof entry !== 'object') return [];
    const turn = entry as Partial<Turn>;
    const from: Speaker = turn.from === 'human' ? 'human' : 'bot';
    const messages = Array.isArray(turn.messages)
      ? turn.messages.filter(
          (message): message is ChatMessage =>
            !!message && typeof message === 'object' && typeof message.type === 'string',
        )
      : [];
    const humanAgent = readHumanAgent(turn.humanAgent);
    const { humanAgent: _raw, ...rest } = turn;
    return [{ ...rest, from, messages, ...(humanAgent ? { humanAgent } : {}) }];
  });
}

function readHumanAgent(value: unknown): Turn['humanAgent'] {
  if (!value || typeof value !== 'object') return undefined;
  const { uid, name } = value as { uid?: unknown; name?: unknown };
  if (typeof uid !== 'string' || !uid) return undefined;
  return { uid, ...(typeof name === 'string' && name.trim() ? { name: name.trim() } : {}) };
}
