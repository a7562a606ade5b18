import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, campaignRequest, draftErrors, draftSegment } from './campaignDraft';

const draft = { ...EMPTY_DRAFT, name: 'Spring', subject: 'Sale', message: 'Twenty off' };

describe('the New campaign form', () => {
  it('names what is missing per field', () => {
    expect(draftErrors(EMPTY_DRAFT)).toMatchObject({
      name: 'Please enter a campaign name',
      message: 'Please enter the message',
      subject: 'Please enter a subject',
    });
    expect(draftErrors({ ...draft, channel: 'whatsapp' })).toEqual({
      templateName: 'A template name is lower case letters, digits and _',
    });
    expect(draftErrors({ ...draft, when: 'later', sendAt: '2020-01-01T10:00' })).toEqual({
      sendAtMs: 'Pick a time in the future',
    });
    expect(draftErrors({ ...draft, from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: 'The end date is before the start date',
    });
    expect(draftErrors(draft)).toEqual({});
  });

  it('sends the WhatsApp template only for WhatsApp and a time only when scheduled', () => {
    const request = campaignRequest({ ...draft, channel: 'whatsapp', templateName: 'offer' }, 'c1');
    expect(request).toMatchObject({ subject: '', template: { name: 'offer', language: 'en' } });
    expect(request).not.toHaveProperty('sendAtMs');
    expect(campaignRequest(draft, 'c1')).not.toHaveProperty('template');
  });

  it('picks the segment from the draft, empty dates as none', () => {
    expect(draftSegment({ ...draft, tags: ['vip'], from: '2026-01-01' })).toEqual({
      tags: ['vip'],
      channel: null,
      from: '2026-01-01',
      to: null,
    });
  });
});
