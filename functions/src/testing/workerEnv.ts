/** `process.env` as the test worker started with it (this module is evaluated once per worker). */
const started: Readonly<Record<string, string | undefined>> = { ...process.env };

/** Puts `process.env` back as the worker started: what a test file set does not reach the next one. */
export function restoreWorkerEnv(): void {
  for (const name of Object.keys(process.env)) {
    if (!(name in started)) delete process.env[name];
  }
  Object.assign(process.env, started);
}
