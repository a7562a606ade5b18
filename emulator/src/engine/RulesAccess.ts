/**
 * Security rules enforcement: one ruleset per project (shared by its
 * databases). Owners bypass rules; without a loaded ruleset everything is
 * allowed, as in the official emulator before rules are loaded.
 */
import type { AuthorizeRequest, CompileResult, Ruleset } from '../rules/api';
import type { Clock } from './clock';
import { toTimestamp } from './clock';
import { permissionDenied } from './errors';
import type { Caller, Document, RulesIssue, Timestamp } from './types';
import { parseDatabaseName } from './paths';

export type CompileRules = (files: { name?: string; content: string }[]) => CompileResult;

export type AccessCheck = Omit<AuthorizeRequest, 'database' | 'auth' | 'time'> & {
  time?: Timestamp;
};

export class RulesAccess {
  private readonly rulesets = new Map<string, Ruleset>();
  /** Rules for every project that has none of its own (the emulator's `--rules` file). */
  private fallback: Ruleset | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly compile: CompileRules | undefined,
  ) {}

  /** Compiles and installs rules for `project`, or for every project when `project` is null. */
  set(project: string | null, files: { name?: string; content: string }[]): RulesIssue[] {
    if (!this.compile) {
      return [
        {
          sourcePosition: { line: 1, column: 1 },
          severity: 'ERROR',
          description: 'No rules compiler available.',
        },
      ];
    }
    const result = this.compile(files);
    if (result.ruleset && !result.issues.some((i) => i.severity === 'ERROR')) {
      if (project === null) this.fallback = result.ruleset;
      else this.rulesets.set(project, result.ruleset);
    }
    return result.issues;
  }

  private rulesetOf(project: string): Ruleset | undefined {
    return this.rulesets.get(project) ?? this.fallback;
  }

  /** Whether requests from `caller` on `database` must pass rules. */
  enforced(database: string, caller: Caller): boolean {
    return (
      caller.kind !== 'owner' && this.rulesetOf(parseDatabaseName(database).project) !== undefined
    );
  }

  /** Throws PERMISSION_DENIED unless the rules allow the request. */
  check(database: string, caller: Caller, req: AccessCheck): void {
    if (caller.kind === 'owner') return;
    const { project, databaseId } = parseDatabaseName(database);
    const ruleset = this.rulesetOf(project);
    if (!ruleset) return;
    const result = ruleset.authorize({
      ...req,
      database: databaseId,
      auth: caller.auth,
      time: req.time ?? toTimestamp(this.clock.latest()),
    });
    if (!result.allowed) throw permissionDenied(result.message);
  }
}

export type DocLookup = (path: string) => Document | null;
