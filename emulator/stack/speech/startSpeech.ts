import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { EmulatorError } from '../../src/engine/types';
import { readBody, sendJson } from '../../src/http/httpIo';
import { detectSpeech } from './detectSpeech';
import { bestOfflineRecogniser } from './bestOfflineRecogniser';
import type { OfflineRecogniser } from './OfflineRecogniser';
import { POCKETSPHINX_PACKAGES } from './pocketsphinx';
import { readWav } from './readWav';

/** What the local service says when it hears a voice and no recogniser is installed. */
export const NO_OFFLINE_MODEL =
  'The local speech service heard speech but cannot transcribe it: no offline recogniser is installed ' +
  `(apt-get install ${POCKETSPHINX_PACKAGES}, or put a whisper.cpp ggml model in functions/models/whisper/). ` +
  'Or set VG_SPEECH_PROVIDER=google with Google Cloud credentials (or save them on the agent).';

/** What it says for a language its recogniser does not understand. */
export function languageNotCovered(languageCode: string): string {
  return (
    `The offline recogniser understands English only, not ${languageCode}. ` +
    'Dictation in other languages needs Google Speech (VG_SPEECH_PROVIDER=google, or credentials saved on the agent).'
  );
}

/** LINEAR16 and unspecified (the WAV header decides), by name and by number. */
const WAV_ENCODINGS = new Set<unknown>([undefined, 0, 1, 'ENCODING_UNSPECIFIED', 'LINEAR16']);

class SpeechError extends Error {
  constructor(
    readonly code: number,
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The local stand-in for Google Cloud Speech-to-Text: the v1 REST method
 * `speech:recognize` in the service's wire format, so the production
 * `@google-cloud/speech` client talks to it unchanged. It really listens:
 * a recording without a voice (silence, a tap) gets the service's empty
 * answer, which the widget turns into 'No text understood…'. A recording
 * with a voice is transcribed by the offline recogniser (whisper.cpp when a
 * model file is present, else Debian's pocketsphinx when it is installed),
 * and gets UNIMPLEMENTED with a plain explanation of what to install when
 * there is neither.
 */
export async function startSpeech(opts: {
  host: string;
  port: number;
  /** Defaults to the best one this machine has (`bestOfflineRecogniser`). */
  recogniser?: OfflineRecogniser | null;
}) {
  const origin = `http://${opts.host}:${opts.port}`;
  const recogniser =
    opts.recogniser === undefined ? await bestOfflineRecogniser() : opts.recogniser;
  let requests = 0;
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof SpeechError) sendError(res, error);
      // readBody refuses oversized payloads.
      else if (error instanceof EmulatorError)
        sendError(res, new SpeechError(400, 'INVALID_ARGUMENT', error.message));
      else sendError(res, new SpeechError(500, 'INTERNAL', String(error)));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', origin).pathname;
    const method = /^\/v1(?:p1beta1)?\/speech:(\w+)$/.exec(path)?.[1];
    if (req.method !== 'POST' || !method)
      throw new SpeechError(404, 'NOT_FOUND', `No method ${req.method} ${path} here.`);
    if (method !== 'recognize')
      throw new SpeechError(501, 'UNIMPLEMENTED', `speech:${method} is not offered locally.`);
    const body = parseBody(await readBody(req));
    requests += 1;
    const activity = detectSpeech(readAudio(body));
    const languageCode = String(body.config?.languageCode);
    const billed = {
      totalBilledTime: `${Math.max(1, Math.ceil(activity.seconds))}s`,
      requestId: String(requests),
    };
    if (!activity.heard) return sendJson(res, 200, billed);
    if (!recogniser) throw new SpeechError(501, 'UNIMPLEMENTED', NO_OFFLINE_MODEL);
    if (!recogniser.understands(languageCode))
      throw new SpeechError(501, 'UNIMPLEMENTED', languageNotCovered(languageCode));
    const transcript = await recogniser.transcribe(
      Buffer.from(String(body.audio?.content), 'base64'),
      languageCode,
    );
    sendJson(res, 200, {
      results: transcript
        ? [
            {
              alternatives: [{ transcript }],
              resultEndTime: `${activity.seconds.toFixed(3)}s`,
              languageCode: languageCode.toLowerCase(),
            },
          ]
        : [],
      ...billed,
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, resolve);
  });
  return {
    origin,
    host: `${opts.host}:${opts.port}`,
    /** Which recogniser transcribes, or what to install, for the ready table. */
    recogniser: recogniser
      ? recogniser.description
      : `none: silence only (apt-get install ${POCKETSPHINX_PACKAGES}, or a whisper.cpp model in functions/models/whisper/)`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await recogniser?.close?.();
    },
  };
}

interface RecognizeRequest {
  config?: { encoding?: unknown; languageCode?: unknown };
  audio?: { content?: unknown; uri?: unknown };
}

function parseBody(text: string): RecognizeRequest {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object') return value as RecognizeRequest;
  } catch {
    // answered below
  }
  throw new SpeechError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
}

function readAudio(body: RecognizeRequest) {
  if (!body.config) throw new SpeechError(400, 'INVALID_ARGUMENT', 'RecognitionConfig not set.');
  if (typeof body.config.languageCode !== 'string' || !body.config.languageCode)
    throw new SpeechError(
      400,
      'INVALID_ARGUMENT',
      'Invalid recognition config: language_code is required.',
    );
  if (!WAV_ENCODINGS.has(body.config.encoding))
    throw new SpeechError(
      400,
      'INVALID_ARGUMENT',
      'The local speech service reads LINEAR16 (WAV) audio only.',
    );
  if (body.audio?.uri !== undefined)
    throw new SpeechError(
      400,
      'INVALID_ARGUMENT',
      'The local speech service takes audio content, not a URI.',
    );
  if (typeof body.audio?.content !== 'string' || !body.audio.content)
    throw new SpeechError(400, 'INVALID_ARGUMENT', 'RecognitionAudio not set.');
  try {
    return readWav(Buffer.from(body.audio.content, 'base64'));
  } catch (error) {
    throw new SpeechError(400, 'INVALID_ARGUMENT', (error as Error).message);
  }
}

function sendError(res: ServerResponse, error: SpeechError): void {
  sendJson(res, error.code, {
    error: { code: error.code, message: error.message, status: error.status },
  });
}
