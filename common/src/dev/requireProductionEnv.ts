import { productionBuildProblem } from './productionBuildEnv.ts';

/**
 * A Vite plugin (structurally typed, so this package needs no Vite import)
 * that stops `vite build` when the production configuration is missing.
 */
export function requireProductionEnv(): {
  name: string;
  apply: 'build';
  configResolved(config: { env: Record<string, unknown> }): void;
} {
  return {
    name: 'vg-require-production-env',
    apply: 'build',
    configResolved(config) {
      const env = Object.fromEntries(
        Object.entries(config.env).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : undefined,
        ]),
      );
      const problem = productionBuildProblem({ ...env, ...pick(process.env) });
      if (problem) throw new Error(problem);
    },
  };
}

function pick(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('VITE_')));
}
