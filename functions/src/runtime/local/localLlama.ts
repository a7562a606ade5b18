import { availableParallelism } from 'node:os';
import type { ChatHistoryItem, LlamaContext, LlamaModel } from 'node-llama-cpp';
import type { ModelProvider, ModelReply, ModelRequest, StreamOptions } from '../types';
import { loadGgufModel } from './loadGgufModel';
import { QueueFullError, RequestQueue } from './RequestQueue';

export const LOCAL_PROVIDER = 'local-model';
/** What a visitor reads when every place in the queue is taken. */
export const BUSY_REPLY =
  "I'm answering a lot of questions right now. Please ask again in a moment.";

export interface LocalLlamaConfig {
  modelPath: string;
  /** CPU threads for generation; default one fewer than the cores (at least 1). */
  threads?: number;
  /** Questions that may wait while one is answered; more get the busy reply. */
  queueSize?: number;
  contextSize?: number;
  /** Used when the agent sets no maxTokens. */
  defaultMaxTokens?: number;
}

interface Loaded {
  model: LlamaModel;
  context: LlamaContext;
}

const DEFAULT_QUEUE = 8;
const DEFAULT_CONTEXT = 2048;
const DEFAULT_MAX_TOKENS = 256;

/**
 * A GGUF model run in-process by llama.cpp (node-llama-cpp). The model is
 * loaded once, on the first question, and shared by every conversation;
 * questions take turns on its one sequence through a bounded queue.
 * Generation runs on llama.cpp's native threads, so the event loop stays
 * free while tokens are computed; each token reaches `onChunk` as it comes.
 */
export function localLlama(config: LocalLlamaConfig): ModelProvider & {
  load(): Promise<Loaded>;
  close(): Promise<void>;
} {
  const queue = new RequestQueue(config.queueSize ?? DEFAULT_QUEUE);
  let loading: Promise<Loaded> | undefined;

  const load = () => {
    loading ??= (async () => {
      const model = await loadGgufModel(config.modelPath);
      const context = await model.createContext({
        contextSize: { max: config.contextSize ?? DEFAULT_CONTEXT },
        sequences: 1,
        threads: config.threads ?? Math.max(1, availableParallelism() - 1),
      });
      return { model, context };
    })();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  return {
    name: LOCAL_PROVIDER,
    load,
    async close() {
      const loaded = await loading?.catch(() => undefined);
      loading = undefined;
      if (!loaded) return;
      await loaded.context.dispose();
      await loaded.model.dispose();
    },
    async reply(request: ModelRequest, options: StreamOptions = {}): Promise<ModelReply> {
      const { signal, onChunk } = options;
      try {
        const reply = await queue.run(
          () => generate(request, config, load, signal, onChunk),
          signal,
        );
        return (
          reply ?? { text: '', cancelled: true, usage: { promptTokens: 0, completionTokens: 0 } }
        );
      } catch (error) {
        if (!(error instanceof QueueFullError)) throw error;
        onChunk?.(BUSY_REPLY);
        return {
          text: BUSY_REPLY,
          cancelled: false,
          usage: { promptTokens: 0, completionTokens: 0 },
        };
      }
    },
  };
}

async function generate(
  request: ModelRequest,
  config: LocalLlamaConfig,
  load: () => Promise<Loaded>,
  signal: AbortSignal | undefined,
  onChunk: ((text: string) => void) | undefined,
): Promise<ModelReply> {
  const { LlamaChatSession } = await import('node-llama-cpp');
  const { model, context } = await load();
  const sequence = context.getSequence();
  const session = new LlamaChatSession({ contextSequence: sequence, autoDisposeSequence: false });
  try {
    const earlier = request.history.slice(0, -1);
    const question = request.history.at(-1)?.content ?? request.question;
    const history: ChatHistoryItem[] = [
      { type: 'system', text: request.system },
      ...earlier.map((entry): ChatHistoryItem =>
        entry.role === 'assistant'
          ? { type: 'model', response: [entry.content] }
          : entry.role === 'system'
            ? { type: 'system', text: entry.content }
            : { type: 'user', text: entry.content },
      ),
    ];
    session.setChatHistory(history);
    // Counted as generated: the model's own tokens, for credit accounting.
    let generated = 0;
    const text = await session.prompt(question, {
      onToken: (tokens) => {
        generated += tokens.length;
      },
      maxTokens: request.maxTokens ?? config.defaultMaxTokens ?? DEFAULT_MAX_TOKENS,
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.stop?.length ? { customStopTriggers: request.stop } : {}),
      ...(signal ? { signal, stopOnAbortSignal: true } : {}),
      ...(onChunk ? { onTextChunk: onChunk } : {}),
    });
    const promptText = [request.system, ...request.history.map((entry) => entry.content)].join(
      '\n',
    );
    return {
      text,
      cancelled: signal?.aborted ?? false,
      usage: {
        promptTokens: model.tokenize(promptText).length,
        completionTokens: generated,
      },
    };
  } finally {
    session.dispose({ disposeSequence: false });
    // Frees the sequence (and its cached tokens) for the next question.
    sequence.dispose();
  }
}
