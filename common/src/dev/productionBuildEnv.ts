/**
 * What a production build of the dashboard or the widget must be told. The
 * apps' defaults point at the local stack, so a build that quietly missed its
 * environment would talk to 127.0.0.1; a build is therefore either for the
 * local stack (VITE_USE_EMULATORS=true, said explicitly) or has every value
 * below, and otherwise stops with this message.
 */
export const PRODUCTION_BUILD_KEYS = [
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_CHAT_ORIGIN',
] as const;

export function productionBuildProblem(env: Record<string, string | undefined>): string | null {
  if (env.VITE_USE_EMULATORS === 'true') return null;
  const missing = PRODUCTION_BUILD_KEYS.filter((key) => !env[key]?.trim());
  if (missing.length === 0) return null;
  return (
    `This production build has no ${missing.join(', ')}. ` +
    'Set them in .env.<project> (npm run deploy reads web/.env.<project>), ' +
    'or build for the local stack with VITE_USE_EMULATORS=true.'
  );
}
