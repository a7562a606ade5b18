import { describe, expect, it } from 'vitest';
import { leadSchema } from '../../schemas/insights';
import { campaignSegmentSchema } from '../../schemas/campaigns';
import {
  campaignAddress,
  campaignSkipReason,
  isOptInReply,
  isOptOutReply,
  leadInSegment,
} from './campaignAudience';

const lead = (fields: Record<string, unknown>) =>
  leadSchema.parse({
    firstContactMs: 1,
    lastContactMs: Date.parse('2026-03-10T12:00:00Z'),
    ...fields,
  });
const segment = (fields: Record<string, unknown>) => campaignSegmentSchema.parse(fields);

describe('campaign audience', () => {
  it('takes leads by any of the tags, the first channel and the last-contact days', () => {
    const vip = lead({ tags: ['vip'], channel: 'whatsapp' });
    expect(leadInSegment(vip, segment({}))).toBe(true);
    expect(leadInSegment(vip, segment({ tags: ['vip', 'new'] }))).toBe(true);
    expect(leadInSegment(vip, segment({ tags: ['new'] }))).toBe(false);
    expect(leadInSegment(vip, segment({ channel: 'widget' }))).toBe(false);
    expect(leadInSegment(vip, segment({ from: '2026-03-10', to: '2026-03-10' }))).toBe(true);
    expect(leadInSegment(vip, segment({ from: '2026-03-11' }))).toBe(false);
    expect(leadInSegment(vip, segment({ to: '2026-03-09' }))).toBe(false);
  });

  it('reaches a lead by e-mail or by its WhatsApp number, and says why not', () => {
    const wa = lead({ channelAddress: 'whatsapp:4790012345' });
    expect(campaignAddress(wa, 'whatsapp')).toBe('4790012345');
    expect(campaignAddress(lead({ phone: '+47 900 12 345' }), 'whatsapp')).toBe('4790012345');
    expect(campaignSkipReason(wa, 'email')).toBe('No e-mail address');
    expect(campaignSkipReason(lead({ email: 'a@b.dev', optedOut: true }), 'email')).toBe(
      'Opted out of campaigns',
    );
    expect(campaignSkipReason(lead({ email: 'a@b.dev' }), 'email')).toBeNull();
  });

  it('reads STOP alone as an opt-out, not a sentence that contains it', () => {
    expect(isOptOutReply(' STOP ')).toBe(true);
    expect(isOptOutReply('Unsubscribe.')).toBe(true);
    expect(isOptOutReply('please do not stop the offers')).toBe(false);
    expect(isOptOutReply('Stop promotions')).toBe(true);
  });

  it('reads START alone as taking an opt-out back', () => {
    expect(isOptInReply('Start!')).toBe(true);
    expect(isOptInReply('start the engine')).toBe(false);
    expect(isOptInReply('STOP')).toBe(false);
  });
});
