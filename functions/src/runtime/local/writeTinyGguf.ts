import { writeFileSync } from 'node:fs';
import { seededRandom as random } from '@vg/common/dev/seededRandom';

/**
 * Writes a tiny llama-architecture GGUF file with random weights (about
 * 400 KB): two blocks, 64-wide embeddings and a sentencepiece vocabulary of
 * byte tokens plus a few words. llama.cpp loads, tokenises and generates
 * with it exactly as with a real model, so the local-model code (loading,
 * streaming, stop, cancel, the queue) is exercised for real. It knows
 * nothing: what it generates is noise, and nothing may treat it as an answer.
 */
export function writeTinyGguf(path: string, seed = 1): void {
  writeFileSync(path, tinyGguf(seed));
}

const EMBED = 64;
const HEADS = 4;
const FEED_FORWARD = 128;
const BLOCKS = 2;
const CONTEXT = 512;
const ALIGNMENT = 32;

const WORDS = `the a to of and is in you we it for on with bike rent day price shop open
hello yes no can do are your our at from this that be not have will`.split(/\s+/);

/** GGUF metadata value types. */
const TYPE = { uint32: 4, int32: 5, float32: 6, string: 8, array: 9 } as const;
/** llama.cpp token types. */
const TOKEN = { normal: 1, unknown: 2, control: 3, byte: 6 } as const;

type Value =
  | { type: 'uint32' | 'int32' | 'float32'; value: number }
  | { type: 'string'; value: string }
  | { type: 'array'; of: 'string'; values: string[] }
  | { type: 'array'; of: 'float32' | 'int32'; values: number[] };

function vocabulary() {
  const tokens: string[] = ['<unk>', '<s>', '</s>'];
  const types: number[] = [TOKEN.unknown, TOKEN.control, TOKEN.control];
  for (let byte = 0; byte < 256; byte += 1) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(TOKEN.byte);
  }
  const pieces = ['▁', ...'abcdefghijklmnopqrstuvwxyz'.split(''), ...WORDS.map((w) => `▁${w}`)];
  for (const piece of pieces) {
    tokens.push(piece);
    types.push(TOKEN.normal);
  }
  // Longer pieces score higher so the tokeniser prefers whole words.
  const scores = tokens.map((token, index) => (types[index] === TOKEN.normal ? token.length : 0));
  return { tokens, types, scores };
}

export function tinyGguf(seed = 1): Buffer {
  const vocab = vocabulary();
  const metadata: [string, Value][] = [
    ['general.architecture', { type: 'string', value: 'llama' }],
    ['general.name', { type: 'string', value: 'tiny random test model' }],
    ['general.alignment', { type: 'uint32', value: ALIGNMENT }],
    ['llama.context_length', { type: 'uint32', value: CONTEXT }],
    ['llama.embedding_length', { type: 'uint32', value: EMBED }],
    ['llama.block_count', { type: 'uint32', value: BLOCKS }],
    ['llama.feed_forward_length', { type: 'uint32', value: FEED_FORWARD }],
    ['llama.attention.head_count', { type: 'uint32', value: HEADS }],
    ['llama.attention.head_count_kv', { type: 'uint32', value: HEADS }],
    ['llama.attention.layer_norm_rms_epsilon', { type: 'float32', value: 1e-5 }],
    ['llama.rope.dimension_count', { type: 'uint32', value: EMBED / HEADS }],
    ['tokenizer.ggml.model', { type: 'string', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'array', of: 'string', values: vocab.tokens }],
    ['tokenizer.ggml.scores', { type: 'array', of: 'float32', values: vocab.scores }],
    ['tokenizer.ggml.token_type', { type: 'array', of: 'int32', values: vocab.types }],
    ['tokenizer.ggml.unknown_token_id', { type: 'uint32', value: 0 }],
    ['tokenizer.ggml.bos_token_id', { type: 'uint32', value: 1 }],
    ['tokenizer.ggml.eos_token_id', { type: 'uint32', value: 2 }],
  ];
  const vocabSize = vocab.tokens.length;
  // Dimensions in GGUF order: the fastest-varying first.
  const tensors: [string, number[]][] = [
    ['token_embd.weight', [EMBED, vocabSize]],
    ['output_norm.weight', [EMBED]],
    ['output.weight', [EMBED, vocabSize]],
  ];
  for (let block = 0; block < BLOCKS; block += 1) {
    const name = (part: string) => `blk.${block}.${part}.weight`;
    tensors.push(
      [name('attn_norm'), [EMBED]],
      [name('attn_q'), [EMBED, EMBED]],
      [name('attn_k'), [EMBED, EMBED]],
      [name('attn_v'), [EMBED, EMBED]],
      [name('attn_output'), [EMBED, EMBED]],
      [name('ffn_norm'), [EMBED]],
      [name('ffn_gate'), [EMBED, FEED_FORWARD]],
      [name('ffn_up'), [EMBED, FEED_FORWARD]],
      [name('ffn_down'), [FEED_FORWARD, EMBED]],
    );
  }

  const header = new Writer();
  header.bytes(Buffer.from('GGUF', 'ascii'));
  header.uint32(3);
  header.uint64(tensors.length);
  header.uint64(metadata.length);
  for (const [key, value] of metadata) {
    header.string(key);
    header.value(value);
  }
  const next = random(seed);
  const data: Buffer[] = [];
  let offset = 0;
  for (const [name, dims] of tensors) {
    header.string(name);
    header.uint32(dims.length);
    for (const dim of dims) header.uint64(dim);
    header.uint32(0); // F32
    header.uint64(offset);
    const count = dims.reduce((product, dim) => product * dim, 1);
    const values = new Float32Array(count);
    // Norm weights are ones; matrices small random values.
    for (let index = 0; index < count; index += 1) {
      values[index] = dims.length === 1 ? 1 : (next() - 0.5) * 0.2;
    }
    const bytes = Buffer.from(values.buffer);
    const padded = Buffer.alloc(align(bytes.length));
    bytes.copy(padded);
    data.push(padded);
    offset += padded.length;
  }
  const head = header.done();
  return Buffer.concat([head, Buffer.alloc(align(head.length) - head.length), ...data]);
}

function align(length: number): number {
  return Math.ceil(length / ALIGNMENT) * ALIGNMENT;
}

class Writer {
  private readonly parts: Buffer[] = [];

  bytes(buffer: Buffer) {
    this.parts.push(buffer);
  }

  uint32(value: number) {
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32LE(value);
    this.parts.push(buffer);
  }

  uint64(value: number) {
    const buffer = Buffer.alloc(8);
    buffer.writeBigUInt64LE(BigInt(value));
    this.parts.push(buffer);
  }

  string(value: string) {
    const bytes = Buffer.from(value, 'utf8');
    this.uint64(bytes.length);
    this.parts.push(bytes);
  }

  private scalar(type: 'uint32' | 'int32' | 'float32', value: number) {
    const buffer = Buffer.alloc(4);
    if (type === 'uint32') buffer.writeUInt32LE(value);
    else if (type === 'int32') buffer.writeInt32LE(value);
    else buffer.writeFloatLE(value);
    this.parts.push(buffer);
  }

  value(value: Value) {
    this.uint32(TYPE[value.type]);
    if (value.type === 'string') {
      this.string(value.value);
    } else if (value.type === 'array') {
      this.uint32(TYPE[value.of]);
      this.uint64(value.values.length);
      for (const item of value.values) {
        if (value.of === 'string') this.string(item as string);
        else this.scalar(value.of, item as number);
      }
    } else {
      this.scalar(value.type, value.value);
    }
  }

  done(): Buffer {
    return Buffer.concat(this.parts);
  }
}
