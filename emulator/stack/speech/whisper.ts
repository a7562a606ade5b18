import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fork } from 'node:child_process';
import type { OfflineRecogniser } from './OfflineRecogniser';

/** 'en-US' → 'en', the form whisper.cpp names languages by. */
const primaryTag = (languageCode: string) => languageCode.split(/[-_]/)[0]!.toLowerCase();

type ModelMessage =
  | { type: 'ready'; languages: string[] }
  | { type: 'unloadable'; message: string }
  | { type: 'done'; id: number; text: string }
  | { type: 'failed'; id: number; message: string };

export interface WhisperRecogniser extends OfflineRecogniser {
  /** Resolves once the model is loaded; rejects with the loader's reason. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * whisper.cpp (through `@napi-rs/whisper`) with a ggml model file: far more
 * accurate than pocketsphinx, and multilingual unless the file is an
 * English-only (`.en`) model. The model is loaded once, in a child process
 * (`whisperProcess.mjs`), and recordings take turns on it, so the speech
 * service keeps answering while one is transcribed, and a model file that
 * makes whisper.cpp abort takes down only that process.
 */
export function whisper(modelPath: string, options: { threads?: number } = {}): WhisperRecogniser {
  const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
  const child = fork(
    resolve(import.meta.dirname, 'whisperProcess.mjs'),
    [modelPath, `${threads}`],
    {
      // Bare Node, whatever runs the stack (tsx, vitest); recordings travel as bytes.
      execArgv: [],
      serialization: 'advanced',
      // whisper.cpp logs every loading step to stderr: kept, not shown, for a failure's reason.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    },
  );
  let log = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    log = (log + text).slice(-4000);
  });
  /** whisper.cpp's last words (an assertion, a load error) for a failure message. */
  const lastLogLine = () =>
    log
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .pop();
  const pending = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  let nextId = 1;
  /** What the model transcribes: every language whisper knows, or English only. */
  let languages = new Set<string>();
  let failure: Error | null = null;

  const ready = new Promise<void>((resolveReady, rejectReady) => {
    child.on('message', (message: ModelMessage) => {
      if (message.type === 'ready') {
        languages = new Set(message.languages);
        resolveReady();
        return;
      }
      if (message.type === 'unloadable') {
        fail(new Error(message.message));
        return;
      }
      const job = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'done') job?.resolve(message.text.trim());
      else job?.reject(new Error(`whisper could not transcribe the recording: ${message.message}`));
    });
    const fail = (error: Error) => {
      if (failure) return;
      failure = new Error(`whisper could not use ${modelPath}: ${error.message}`);
      rejectReady(failure);
      for (const job of pending.values()) job.reject(failure);
      pending.clear();
    };
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      const said = lastLogLine();
      fail(
        new Error(
          `its process stopped (${signal ?? `exit code ${code}`})${said ? `: ${said}` : ''}`,
        ),
      );
    });
  });
  // A rejected `ready` is reported by whoever awaits it, not as an unhandled rejection.
  ready.catch(() => undefined);

  return {
    ready,
    description: `whisper.cpp (${modelPath.split('/').pop()}, offline)`,
    understands: (languageCode) => languages.has(primaryTag(languageCode)),
    async transcribe(wav, languageCode) {
      await ready;
      if (failure) throw failure;
      const id = nextId++;
      return new Promise<string>((resolveText, rejectText) => {
        pending.set(id, { resolve: resolveText, reject: rejectText });
        child.send({ id, wav, language: primaryTag(languageCode) });
      });
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill();
      await exited;
    },
  };
}
