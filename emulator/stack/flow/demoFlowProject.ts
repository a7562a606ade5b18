import type { FlowDesign, FlowReply } from './flowTypes';

/** The demo project's id and Dialog API key (the seeded flow-platform agent holds the key). */
export const DEMO_FLOW_PROJECT_ID = '64f1a2b3c4d5e6f708192a3b';
export const DEMO_FLOW_KEY = `VF.DM.${DEMO_FLOW_PROJECT_ID}.LocalDemoKey2026`;

/** A reply with only the given parts set. */
export function reply(parts: Partial<FlowReply>): FlowReply {
  return { messages: [], imageUrl: '', cards: [], buttons: [], end: false, ...parts };
}

/** What a new project starts with: a greeting and a no-match, no rules yet. */
export function blankDesign(): FlowDesign {
  return {
    launch: reply({ messages: ['Hello! How can I help?'] }),
    rules: [],
    noMatch: reply({ messages: ['Sorry, I did not get that.'] }),
  };
}

/**
 * The demo shop's flow: a greeting with buttons, keyword rules (a carousel
 * of tents, opening hours, returns, goodbye ending the conversation) and a
 * no-match that offers the buttons again. `imageBase` is the stand-in's
 * origin, which serves the pictures.
 */
export function demoDesign(imageBase: string): FlowDesign {
  const topics = ['Tents', 'Opening hours', 'Returns'];
  return {
    launch: reply({
      messages: [
        'Welcome to Trailhead Outfitters!',
        'Ask me about tents, opening hours or returns.',
      ],
      buttons: topics,
    }),
    rules: [
      {
        id: 'tents',
        keywords: ['tent', 'tents', 'camping'],
        reply: reply({
          messages: ['Our tents this season:'],
          cards: [
            {
              title: 'Ridge 2',
              description: 'Two people, 2.1 kg, 249 EUR.',
              imageUrl: `${imageBase}/images/tent.svg`,
            },
            {
              title: 'Basecamp 4',
              description: 'Four people, 5.8 kg, 429 EUR.',
              imageUrl: `${imageBase}/images/tent.svg`,
            },
          ],
          buttons: ['Opening hours', 'Returns'],
        }),
      },
      {
        id: 'hours',
        keywords: ['hours', 'open', 'opening'],
        reply: reply({
          messages: ['We are open Monday to Saturday, 9:00 to 18:00.'],
          buttons: ['Tents', 'Returns'],
        }),
      },
      {
        id: 'returns',
        keywords: ['return', 'returns', 'refund'],
        reply: reply({
          messages: ['You can return anything within 30 days with the receipt.'],
        }),
      },
      {
        id: 'bye',
        keywords: ['bye', 'goodbye', 'thanks'],
        reply: reply({ messages: ['Happy trails!'], end: true }),
      },
    ],
    noMatch: reply({ messages: ['Sorry, I did not get that. Try one of these:'], buttons: topics }),
  };
}
