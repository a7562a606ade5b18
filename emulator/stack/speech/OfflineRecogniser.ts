/** A speech recogniser that runs on this machine, behind the speech stand-in. */
export interface OfflineRecogniser {
  /** What the ready table says about it. */
  description: string;
  /** Whether it understands recordings in this BCP-47 language code. */
  understands(languageCode: string): boolean;
  /** A WAV recording in the given language to words ('' when it hears none). */
  transcribe(wav: Buffer, languageCode: string): Promise<string>;
  /** Frees what it holds (a loaded model), if anything. */
  close?(): Promise<void>;
}
