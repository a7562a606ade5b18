// The whisper.cpp model, loaded once in a child process: transcription is
// synchronous native work that takes seconds, and the speech service (and
// every other stand-in in the same process) must keep answering meanwhile;
// and whisper.cpp aborts its process on some malformed model files, which
// must not take the local stack down with it. Plain JavaScript, so that it
// runs under bare Node whether the stack runs under tsx or vitest.
import whisperBinding from '@napi-rs/whisper';

const { Whisper, WhisperFullParams, WhisperSamplingStrategy, decodeAudio } = whisperBinding;

const modelPath = process.argv[2];
const threads = Number(process.argv[3]) || 1;
let model;
try {
  model = new Whisper(modelPath);
} catch (error) {
  process.send({ type: 'unloadable', message: String(error?.message ?? error) }, () =>
    process.exit(1),
  );
}
if (model) serve(model);

function serve(model) {
  // English-only models ('.en') transcribe English; the others every language whisper names.
  const languages = [];
  if (model.isMultilingual) {
    for (let id = 0; id <= Whisper.maxLangId(); id += 1) languages.push(Whisper.lang(id));
  } else languages.push('en');
  process.send({ type: 'ready', languages });
  // The speech service went away: so does its model.
  process.on('disconnect', () => process.exit(0));

  process.on('message', (job) => {
    try {
      // WAV of any rate and channel count → 16 kHz mono, as whisper expects.
      const samples = decodeAudio(Buffer.from(job.wav), 'recording.wav');
      const params = new WhisperFullParams(WhisperSamplingStrategy.Greedy);
      params.language = job.language;
      params.nThreads = threads;
      params.noTimestamps = true;
      params.printProgress = false;
      params.printRealtime = false;
      params.printTimestamps = false;
      const text = model.full(params, samples);
      process.send({ type: 'done', id: job.id, text });
    } catch (error) {
      process.send({ type: 'failed', id: job.id, message: String(error?.message ?? error) });
    }
  });
}
