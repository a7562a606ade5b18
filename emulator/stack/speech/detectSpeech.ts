import type { WavAudio } from './readWav';

/** 20 ms analysis frames, as voice activity detectors commonly use. */
const FRAME_SECONDS = 0.02;
/** A frame is loud enough to carry a voice above about -40 dBFS. */
const VOICED_RMS = 0.01;
/** Less than a tenth of a second of sound is a click, not speech. */
const MIN_VOICED_SECONDS = 0.1;

export interface SpeechActivity {
  /** Length of the recording. */
  seconds: number;
  /** How long the signal was loud enough to be a voice. */
  voicedSeconds: number;
  /** Whether anything was said at all. */
  heard: boolean;
}

/** Energy-based voice activity detection over the recording. */
export function detectSpeech(audio: WavAudio): SpeechActivity {
  const frame = Math.max(1, Math.round(audio.sampleRate * FRAME_SECONDS));
  let voicedFrames = 0;
  for (let start = 0; start < audio.samples.length; start += frame) {
    const end = Math.min(start + frame, audio.samples.length);
    let energy = 0;
    for (let index = start; index < end; index += 1) energy += audio.samples[index]! ** 2;
    if (Math.sqrt(energy / (end - start)) >= VOICED_RMS) voicedFrames += 1;
  }
  const seconds = audio.sampleRate ? audio.samples.length / audio.sampleRate : 0;
  const voicedSeconds = voicedFrames * FRAME_SECONDS;
  return { seconds, voicedSeconds, heard: voicedSeconds >= MIN_VOICED_SECONDS };
}
