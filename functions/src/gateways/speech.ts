import { SpeechClient } from '@google-cloud/speech';
import { loadEnv } from '../env';
import { HttpError } from '../http/HttpError';

export interface SpeechCredentials {
  clientEmail: string;
  privateKey: string;
}

/**
 * Speech-to-text behind one function, with Google Cloud Speech inside.
 * It runs with the agent's own service account when the owner saved one,
 * else with the platform's when VG_SPEECH_PROVIDER=google. Without either
 * (the offline stack has no speech model) it says so plainly.
 */
export async function transcribe(
  audio: Buffer,
  lang: string,
  credentials: SpeechCredentials | null,
): Promise<string> {
  if (!credentials && loadEnv().VG_SPEECH_PROVIDER !== 'google') {
    throw new HttpError(
      503,
      'Speech-to-text is not configured: add Google Cloud credentials to the agent or set VG_SPEECH_PROVIDER=google.',
      { code: 'speech-not-configured' },
    );
  }
  const client = credentials
    ? new SpeechClient({
        credentials: { client_email: credentials.clientEmail, private_key: credentials.privateKey },
      })
    : new SpeechClient();
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
    console.error('Speech recognition failed:', error);
    throw new HttpError(
      502,
      'The speech service could not transcribe this recording. Please try again.',
    );
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** Widget languages are short codes; the service wants a locale. */
function speechLanguage(lang: string): string {
  if (!lang || lang === 'automatic') return 'en-US';
  return lang.includes('-')
    ? lang
    : ({ en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES' }[lang] ?? lang);
}
