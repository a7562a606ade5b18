import type { Endpoint } from './endpoint';
import { createRouter } from './router';
import { consumeCredits } from '../handlers/consumeCredits';
import { externalForm } from '../handlers/externalForm';
import { handoff } from '../handlers/handoff';
import { interact } from '../handlers/interact';
import { listSessions } from '../handlers/listSessions';
import { notifyTeamByEmail } from '../handlers/notifyTeamByEmail';
import { rateConversation } from '../handlers/rateConversation';
import { rollbackSession } from '../handlers/rollbackSession';
import { safeData } from '../handlers/safeData';
import { transcribeSpeech } from '../handlers/transcribeSpeech';
import { visitorCountry } from '../handlers/visitorCountry';

/** Every endpoint of the regional API, in one list. */
export const endpoints = [
  interact,
  handoff,
  listSessions,
  rollbackSession,
  rateConversation,
  safeData,
  notifyTeamByEmail,
  transcribeSpeech,
  consumeCredits,
  visitorCountry,
  externalForm,
] as readonly Endpoint[];

export const router = createRouter(endpoints);
