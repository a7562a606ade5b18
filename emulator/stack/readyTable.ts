import { DEMO_USERS, type Stack } from './startStack';

/** The URLs, each supervised service marked when it is not running right now. */
export function readyTable(
  stack: Pick<Stack, 'urls' | 'services' | 'scheduledJobs'>,
  seconds: number,
): string {
  const { urls } = stack;
  const state = Object.fromEntries(stack.services().map((service) => [service.name, service]));
  const mark = (name: string, url: string) =>
    state[name] && !state[name].up ? `${url}  (DOWN: restarting)` : url;
  const rows: [string, string][] = [
    ['Dashboard', mark('firebase', urls.dashboard)],
    ['Widget demo page', mark('firebase', urls.widgetDemo)],
    ['E-mail outbox', urls.outbox],
    ['Firestore emulator', urls.firestore],
    ['Auth emulator', mark('firebase', urls.auth)],
    ['Functions (eu api)', mark('firebase', urls.functions)],
    ['Chat WebSocket', mark('chat', urls.chat)],
    ['Local bucket', urls.bucket],
    ['Speech-to-text (local)', urls.speech],
    ['Speech recogniser', urls.speechRecogniser],
    ['DNS host (add records)', urls.dnsPage],
    ['DNS server (UDP/TCP)', urls.dnsServer],
    ['Resend (sending domains)', urls.resend],
    ['Browser push (FCM, pushed messages)', urls.fcm],
    ['Telegram (bots, chat as a user)', urls.telegram],
    ['Meta (WhatsApp, Messenger, Instagram)', urls.meta],
    ['Discord (server, channels, /ask)', urls.discord],
    ['Cloud Scheduler (scheduled functions)', urls.scheduler],
    ...(stack.scheduledJobs?.() ?? []).map((job): [string, string] => [
      `  runs ${job.name}`,
      `${job.schedule} (${job.timeZone})`,
    ]),
    ['Stripe (payments, events)', urls.stripe],
    ['Voiceflow (flow agents: projects, flows)', urls.flow],
    ['Demo shop API (agent tools)', urls.demoApi],
    ['Website to crawl (sources)', urls.site],
    ['Demo agency sub-domain', urls.agencySubdomain],
  ];
  for (const [role, user] of Object.entries(DEMO_USERS)) {
    const signIn = `${urls.dashboard}?username=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`;
    rows.push([`Sign in as ${role}`, signIn]);
  }
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`);
  const rule = '─'.repeat(Math.min(100, Math.max(...lines.map((l) => l.length))));
  const down = stack.services().filter((service) => !service.up);
  const headline = down.length
    ? `  VoiceGlow started, but ${down.map((service) => service.name).join(' and ')} is down and being restarted.`
    : `  VoiceGlow is running offline (ready in ${seconds.toFixed(1)} s). Ctrl-C stops it and saves the data.`;
  return ['', rule, headline, rule, ...lines, rule].join('\n');
}
