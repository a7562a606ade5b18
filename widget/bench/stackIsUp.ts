/** Whether a local stack (npm start's, or one a bench started) serves the widget at `origin`. */
export async function stackIsUp(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/widget/loader.js`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}
