import { logger } from 'firebase-functions';
import type { SpeechClient } from '@google-cloud/speech';
import { googleAuthLibrary } from 'google-gax';
import { loadEnv } from '../env';
import { HttpError } from '../http/HttpError';

export interface SpeechCredentials {
  clientEmail: string;
  privateKey: string;
}

/** gRPC status codes the service answers with (google.rpc.Code). */
const INVALID_ARGUMENT = 3;
const UNIMPLEMENTED = 12;

/**
 * Speech-to-text behind one function, with Google Cloud Speech inside.
 * A local speech service (VG_SPEECH_EMULATOR_HOST) comes first, then the
 * agent's own service account when the owner saved one, then the
 * platform's when VG_SPEECH_PROVIDER=google. Without any of them it says so
 * plainly.
 */
export async function transcribe(
  audio: Buffer,
  lang: string,
  credentials: SpeechCredentials | null,
): Promise<string> {
  const client = await speechClient(credentials);
  try {
    const [response] = await client.recognize({
      // The widget records WAV; its header carries encoding and sample rate.
      config: { languageCode: speechLanguage(lang), enableAutomaticPunctuation: true },
      audio: { content: audio.toString('base64') },
    });
    return (response.results ?? [])
      .map((result) => result.alternatives?.[0]?.transcript ?? '')
      .join(' ')
      .trim();
  } catch (error) {
    const { code, said } = serviceError(error);
    if (code === UNIMPLEMENTED) throw new HttpError(503, said, { code: 'speech-not-configured' });
    if (code === INVALID_ARGUMENT)
      throw new HttpError(400, `The speech service could not read this recording: ${said}`);
    logger.error('Speech recognition failed:', error);
    throw new HttpError(
      502,
      'The speech service could not transcribe this recording. Please try again.',
    );
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** The status code and the service's own words, from a gRPC or a REST failure. */
function serviceError(error: unknown): { code?: number; said: string } {
  const { code, details, message } = error as {
    code?: number;
    details?: unknown;
    message?: string;
  };
  const said =
    typeof details === 'string' && details
      ? details
      : (message ?? '').replace(/^\d+ [A-Z_]+: /, '');
  return { code, said };
}

/** The client library (gRPC and its protos) loads with the first recording, not with every function. */
async function speechClient(credentials: SpeechCredentials | null): Promise<SpeechClient> {
  const { SpeechClient } = await import('@google-cloud/speech');
  const env = loadEnv();
  if (env.VG_SPEECH_EMULATOR_HOST) {
    const [host, port] = env.VG_SPEECH_EMULATOR_HOST.split(':');
    // Plain HTTP/JSON (the REST transport) to the local service, without
    // credentials; every answer reaches the client library, which turns the
    // service's error body into the same coded errors gRPC gives.
    return new SpeechClient({
      apiEndpoint: host,
      port: Number(port),
      protocol: 'http',
      fallback: true,
      // The client library's own copy of google-auth-library, so the types agree.
      authClient: new googleAuthLibrary.PassThroughClient({
        transporterOptions: { validateStatus: () => true },
      }),
    });
  }
  if (credentials)
    return new SpeechClient({
      credentials: { client_email: credentials.clientEmail, private_key: credentials.privateKey },
    });
  if (env.VG_SPEECH_PROVIDER === 'google') return new SpeechClient();
  throw new HttpError(
    503,
    'Speech-to-text is not configured: add Google Cloud credentials to the agent or set VG_SPEECH_PROVIDER=google.',
    { code: 'speech-not-configured' },
  );
}

/** Widget languages are short codes; the service wants a locale. */
function speechLanguage(lang: string): string {
  if (!lang || lang === 'automatic') return 'en-US';
  return lang.includes('-')
    ? lang
    : ({ en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' }[lang] ?? lang);
}
