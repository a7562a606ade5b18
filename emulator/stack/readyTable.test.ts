import { describe, expect, it } from 'vitest';
import { readyTable } from './readyTable';
import type { StackUrls } from './startStack';

const urls = Object.fromEntries(
  [
    'dashboard',
    'widgetDemo',
    'outbox',
    'firestore',
    'auth',
    'functions',
    'chat',
    'bucket',
    'speech',
    'speechRecogniser',
    'site',
    'meta',
    'discord',
    'flow',
    'fcm',
    'scheduler',
  ].map((key) => [key, `http://host/${key}`]),
) as unknown as StackUrls;

describe('ready table', () => {
  it('says the platform runs when every supervised service is up', () => {
    const table = readyTable(
      { urls, services: () => [{ name: 'chat', up: true, restarts: 0 }] },
      12.3,
    );
    expect(table).toContain('VoiceGlow is running offline (ready in 12.3 s)');
    expect(table).not.toContain('DOWN');
    expect(table).toMatch(/Speech recogniser +http:\/\/host\/speechRecogniser/);
    expect(table).toMatch(/Website to crawl \(sources\)\s+http:\/\/host\/site/);
    expect(table).toMatch(/Meta \(WhatsApp, Messenger, Instagram\)\s+http:\/\/host\/meta/);
    expect(table).toMatch(/Discord \(server, channels, \/ask\)\s+http:\/\/host\/discord/);
    expect(table).toMatch(/Voiceflow \(flow agents: projects, flows\)\s+http:\/\/host\/flow/);
    expect(table).toMatch(/Browser push \(FCM, pushed messages\)\s+http:\/\/host\/fcm/);
    expect(table).toMatch(/Cloud Scheduler \(scheduled functions\)\s+http:\/\/host\/scheduler/);
  });

  it('lists the scheduled functions the Cloud Scheduler stand-in runs', () => {
    const table = readyTable(
      {
        urls,
        services: () => [],
        scheduledJobs: () => [
          { name: 'sendCampaigns', schedule: 'every 1 minutes', timeZone: 'America/Los_Angeles' },
          { name: 'rollupInsights', schedule: 'every day 00:20', timeZone: 'UTC' },
        ],
      },
      1,
    );
    expect(table).toMatch(/ {4}runs sendCampaigns\s+every 1 minutes \(America\/Los_Angeles\)/);
    expect(table).toMatch(/ {4}runs rollupInsights\s+every day 00:20 \(UTC\)/);
  });

  it('never claims a dead service is up', () => {
    const table = readyTable(
      { urls, services: () => [{ name: 'chat', up: false, restarts: 2 }] },
      1,
    );
    expect(table).toContain('chat is down and being restarted');
    expect(table).toMatch(/Chat WebSocket\s+http:\/\/host\/chat {2}\(DOWN: restarting\)/);
    expect(table).not.toContain('running offline');
  });
});
