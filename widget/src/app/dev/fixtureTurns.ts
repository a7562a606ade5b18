import type { ChatMessage, Turn } from '../chat/conversation';

/**
 * Example turns of every message kind, in the payload shapes of the common
 * message schemas. They drive the dev harness (`?fixtures=1`) and the tests.
 */
const ASSETS = '/widget/dev/fixtures';

const bot = (type: string, payload?: unknown, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  from: 'bot',
  type,
  ...(payload === undefined ? {} : { item: { payload } }),
  ...extra,
});

export const FIXTURE_CARD = {
  title: 'Alpine cabin',
  description: {
    text: 'Two bedrooms, a wood stove and a view over the lake. Free cancellation up to 48 h before arrival.',
  },
  imageUrl: `${ASSETS}/cabin.svg`,
  buttons: [
    { name: 'Book now', request: { type: 'text', payload: 'Book the alpine cabin' } },
    { name: 'Website', request: { type: 'open_url', payload: { url: 'https://example.com' } } },
  ],
};

/** One representative message per kind (malformed ones included), by a short name. */
export const FIXTURE_MESSAGES: Record<string, ChatMessage[]> = {
  text: [
    bot('text', {
      message:
        "Hi there 👋 I'm **Nova**, the demo assistant.\n\nI can help you with:\n- bookings and *availability*\n- prices\n- [our policies](https://example.com/policies)",
    }),
  ],
  choice: [
    bot('choice', {
      buttons: [
        { name: 'Book a stay', request: { type: 'text', payload: 'Book a stay' } },
        { name: 'Prices', request: { type: 'text', payload: 'Prices' } },
        { name: 'Talk to a human', request: { type: 'text', payload: 'Talk to a human' } },
        { name: 'Hidden:Disabled', request: { type: 'text', payload: 'x' } },
      ],
    }),
  ],
  visual: [bot('visual', { image: `${ASSETS}/lake.svg` })],
  cardV2: [bot('cardV2', FIXTURE_CARD)],
  carousel: [
    bot('carousel', {
      cards: [
        FIXTURE_CARD,
        { ...FIXTURE_CARD, title: 'Lake house', imageUrl: `${ASSETS}/lake.svg` },
        { ...FIXTURE_CARD, title: 'Missing image', imageUrl: `${ASSETS}/missing.png` },
      ],
    }),
  ],
  cards: [bot('cards', { cards: [{ ...FIXTURE_CARD, title: 'Forest lodge', buttons: [] }] })],
  FileUpload: [
    bot('FileUpload', {
      message: 'Please upload your booking confirmation',
      allowedExtensions: ['pdf', 'png', 'jpg'],
    }),
  ],
  MultiFileUpload: [
    bot('MultiFileUpload', { message: 'Add photos of the damage', canCancel: true, maxFiles: 3 }),
  ],
  MultiSelect: [
    bot('MultiSelect', {
      buttons: [
        { name: 'Wi-Fi', request: { type: 'text' } },
        { name: 'Parking', request: { type: 'text' } },
        { name: 'Sauna', request: { type: 'text' } },
        { name: 'Pets allowed', request: { type: 'text' } },
        { name: 'Submit:2', request: { type: 'text', payload: 'amenities' } },
      ],
    }),
  ],
  MultiDropdown: [
    bot('MultiDropdown', {
      buttons: [
        {
          label: 'Switzerland',
          value: 'ch',
          buttons: [
            { label: 'Zermatt', value: 'zermatt' },
            { label: 'Davos', value: 'davos' },
          ],
        },
        { label: 'Austria', value: 'at', buttons: [{ label: 'Tyrol', value: 'tyrol' }] },
      ],
    }),
  ],
  Slider: [
    bot('Slider', {
      label: 'How many guests?',
      minValue: 1,
      maxValue: 12,
      defaultValue: 2,
      valueLabel: 'guests',
      canCancel: true,
    }),
  ],
  Embed: [
    bot('Embed', {
      html: '<body style="margin:0;font:14px sans-serif;display:grid;place-items:center;height:100vh;background:#eef2ff;color:#3730a3">Embedded booking calendar</body>',
      height: 160,
    }),
  ],
  iFrame: [bot('iFrame', { url: `${location.origin}${ASSETS}/lake.svg`, height: 160 })],
  GoogleForm: [
    bot('GoogleForm', {
      title: 'Booking request',
      fields: [
        { id: 'name', label: 'Full name', type: 'SHORT_ANSWER', required: true },
        { id: 'email', label: 'E-mail:email', type: 'SHORT_ANSWER', required: true },
        { id: 'room', label: 'Room', type: 'RADIO', required: true, options: ['Single', 'Double'] },
        { id: 'date', label: 'Arrival', type: 'DATE' },
      ],
    }),
  ],
  EmailForm: [bot('EmailForm', undefined, { item: {} })],
  EmailFormSent: [
    bot('EmailForm', undefined, {
      item: {
        email: 'guest@example.com',
        message: 'Please call me back.',
        attachmentLinks: [
          { url: `${ASSETS}/lake.svg`, filename: 'booking-confirmation.pdf', sizeKB: 120 },
        ],
      },
    }),
  ],
  VoiceNote: [bot('VoiceNote', { url: `${ASSETS}/note.wav`, durationSeconds: 1 })],
  info: [
    bot('info:primary', { message: 'Your booking is being prepared.' }),
    bot('info:default', { message: 'Prices include taxes.' }),
    bot('info:danger', { message: 'The sauna is closed today.' }),
    bot('info:success', { message: 'Payment received.' }),
  ],
  debug: [
    bot('debug-tool', {
      message: 'Called availability API for 12–14 June; 3 rooms free. '.repeat(3),
      toolName: 'checkAvailability',
      toolInput: { from: '2025-06-12', to: '2025-06-14' },
    }),
  ],
  jsx: [
    bot('jsx', {
      jsx: '<div className="promo"><strong>Summer deal:</strong> 15% off <em>all</em> lake rooms<script>alert(1)</script></div>',
    }),
  ],
  Flowise: [bot('Flowise', { message: 'Flowise says: `check-in` is at **3 pm**.' })],
  malformed: [bot('choice', { buttons: 'not a list' })],
  badDropdown: [bot('MultiDropdown', { buttons: [{ label: 42 }] })],
  end: [bot('end')],
};

/** Every kind, one bot turn each, after a visitor's greeting. */
export function allKindsTurns(): Turn[] {
  const turns: Turn[] = [
    {
      from: 'human',
      messages: [
        { from: 'human', type: 'text', item: { payload: { message: 'Hi! What can you do?' } } },
      ],
    },
  ];
  for (const [name, messages] of Object.entries(FIXTURE_MESSAGES)) {
    if (name === 'end') continue;
    turns.push({ from: 'bot', messages });
  }
  return turns;
}

/** A greeting, then one kind as the latest (actionable) turn. */
export function singleKindTurns(kind: string): Turn[] {
  return [
    { from: 'bot', messages: FIXTURE_MESSAGES.text ?? [] },
    {
      from: 'human',
      messages: [{ from: 'human', type: 'text', item: { payload: { message: 'Show me please' } } }],
    },
    { from: 'bot', messages: FIXTURE_MESSAGES[kind] ?? [] },
  ];
}
