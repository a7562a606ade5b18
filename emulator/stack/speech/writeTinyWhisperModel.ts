import { writeFileSync } from 'node:fs';
import { seededRandom as random } from '@vg/common/dev/seededRandom';

/**
 * Writes a tiny English-only whisper.cpp model (ggml format) with random
 * weights, about 4 MB: one encoder and one decoder block, 32 wide, a short
 * text context (64 tokens, so a decode is quick), and the real vocabulary
 * size so that whisper.cpp's special tokens sit where it expects them.
 * whisper.cpp loads it and decodes a recording with it exactly as with a
 * downloaded model, so the recogniser's code (its process, the queue of
 * recordings, the wire format) is exercised for real. It knows nothing: what
 * it writes down is noise, and nothing may treat it as a transcript.
 */
export function writeTinyWhisperModel(path: string, seed = 1): void {
  writeFileSync(path, tinyWhisperModel(seed));
}

const GGML_MAGIC = 0x67676d6c;
/** The English-only models' vocabulary size (51865 and up is multilingual). */
const VOCABULARY = 51_864;
/** Regular tokens (below the end-of-text token); the rest are special. */
const TEXT_TOKENS = 50_256;
const AUDIO_CONTEXT = 1500;
const TEXT_CONTEXT = 64;
const STATE = 32;
const HEADS = 2;
const LAYERS = 1;
const MELS = 80;
/** FFT bins of whisper's 400-sample window. */
const FFT_BINS = 201;
/** ggml_ftype: mostly 16-bit floats, as whisper.cpp's convolutions require. */
const FTYPE_F16 = 1;
const TYPE = { f32: 0, f16: 1 } as const;

const WORDS = `the a to of and is in you we it for on with bike rent day price shop open
hello yes no can do are your our at from this that be not have will`.split(/\s+/);

function tinyWhisperModel(seed: number): Buffer {
  const out: Buffer[] = [];
  const next = random(seed);
  const ints = (...values: number[]) => {
    const bytes = Buffer.alloc(4 * values.length);
    values.forEach((value, index) => bytes.writeInt32LE(value, index * 4));
    out.push(bytes);
  };
  const floats = (count: number, type: 0 | 1) => {
    const bytes = Buffer.alloc(count * (type === TYPE.f32 ? 4 : 2));
    for (let index = 0; index < count; index += 1) {
      const value = (next() - 0.5) * 0.2;
      if (type === TYPE.f32) bytes.writeFloatLE(value, index * 4);
      else bytes.writeUInt16LE(toHalf(value), index * 2);
    }
    out.push(bytes);
  };

  ints(GGML_MAGIC);
  ints(VOCABULARY, AUDIO_CONTEXT, STATE, HEADS, LAYERS, TEXT_CONTEXT, STATE, HEADS, LAYERS);
  ints(MELS, FTYPE_F16);
  ints(MELS, FFT_BINS);
  floats(MELS * FFT_BINS, TYPE.f32);

  // Byte tokens first, then words: whisper.cpp writes a token's bytes as they are.
  const tokens: Buffer[] = [];
  for (let byte = 0; byte < 256; byte += 1) tokens.push(Buffer.from([byte]));
  for (let index = 256; index < TEXT_TOKENS; index += 1)
    tokens.push(Buffer.from(` ${WORDS[index % WORDS.length]}`));
  ints(tokens.length);
  for (const token of tokens) {
    ints(token.length);
    out.push(token);
  }

  const tensor = (name: string, dims: number[]) => {
    // Weight matrices are stored in 16-bit floats; biases, norms and positions in 32-bit.
    const matrix = dims.length >= 2 && name.endsWith('.weight');
    const type = matrix ? TYPE.f16 : TYPE.f32;
    const nameBytes = Buffer.from(name);
    ints(dims.length, nameBytes.length, type, ...dims);
    out.push(nameBytes);
    floats(
      dims.reduce((product, dim) => product * dim, 1),
      type,
    );
  };
  const block = (prefix: string, attentions: string[]) => {
    tensor(`${prefix}.mlp_ln.weight`, [STATE]);
    tensor(`${prefix}.mlp_ln.bias`, [STATE]);
    tensor(`${prefix}.mlp.0.weight`, [STATE, 4 * STATE]);
    tensor(`${prefix}.mlp.0.bias`, [4 * STATE]);
    tensor(`${prefix}.mlp.2.weight`, [4 * STATE, STATE]);
    tensor(`${prefix}.mlp.2.bias`, [STATE]);
    for (const attention of attentions) {
      tensor(`${prefix}.${attention}_ln.weight`, [STATE]);
      tensor(`${prefix}.${attention}_ln.bias`, [STATE]);
      tensor(`${prefix}.${attention}.query.weight`, [STATE, STATE]);
      tensor(`${prefix}.${attention}.query.bias`, [STATE]);
      tensor(`${prefix}.${attention}.key.weight`, [STATE, STATE]);
      tensor(`${prefix}.${attention}.value.weight`, [STATE, STATE]);
      tensor(`${prefix}.${attention}.value.bias`, [STATE]);
      tensor(`${prefix}.${attention}.out.weight`, [STATE, STATE]);
      tensor(`${prefix}.${attention}.out.bias`, [STATE]);
    }
  };

  tensor('encoder.positional_embedding', [STATE, AUDIO_CONTEXT]);
  tensor('encoder.conv1.weight', [3, MELS, STATE]);
  tensor('encoder.conv1.bias', [1, STATE]);
  tensor('encoder.conv2.weight', [3, STATE, STATE]);
  tensor('encoder.conv2.bias', [1, STATE]);
  tensor('encoder.ln_post.weight', [STATE]);
  tensor('encoder.ln_post.bias', [STATE]);
  for (let layer = 0; layer < LAYERS; layer += 1) block(`encoder.blocks.${layer}`, ['attn']);
  tensor('decoder.positional_embedding', [STATE, TEXT_CONTEXT]);
  tensor('decoder.token_embedding.weight', [STATE, VOCABULARY]);
  tensor('decoder.ln.weight', [STATE]);
  tensor('decoder.ln.bias', [STATE]);
  for (let layer = 0; layer < LAYERS; layer += 1)
    block(`decoder.blocks.${layer}`, ['attn', 'cross_attn']);
  return Buffer.concat(out);
}

/** IEEE 754 half precision, truncated (enough for small random weights). */
function toHalf(value: number): number {
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, value);
  const bits = view.getUint32(0);
  const sign = (bits >>> 16) & 0x8000;
  const exponent = ((bits >>> 23) & 0xff) - 127 + 15;
  if (exponent <= 0) return sign;
  if (exponent >= 31) return sign | 0x7c00;
  return sign | (exponent << 10) | ((bits >>> 13) & 0x3ff);
}
