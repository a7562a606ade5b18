import type { RulesIssue } from '../engine/types';
import type { CompileResult } from './api';
import type { MatchDecl, RulesFile } from './ast';
import { SyntaxError as ParseError, parse } from './grammar.generated.js';
import { CompiledRuleset } from './ruleset';

export interface CompileOptions {
  /** Receives the text of every debug() call; defaults to stderr. */
  debug?: (text: string) => void;
}

/**
 * Parses and checks rules files. Any ERROR issue means no ruleset, as the
 * service refuses to release rules that do not compile.
 */
export function compileRules(
  files: { name?: string; content: string }[],
  options: CompileOptions = {},
): CompileResult {
  const { parsed, issues } = parseRules(files, 'cloud.firestore');
  const failed = issues.some((issue) => issue.severity === 'ERROR');
  return { ruleset: failed ? null : new CompiledRuleset(parsed, debugSink(options)), issues };
}

/**
 * Parses rules files for one service (`cloud.firestore` or
 * `firebase.storage`): the language is shared, only the service name differs.
 */
export function parseRules(
  files: { name?: string; content: string }[],
  service: string,
): { parsed: RulesFile[]; issues: RulesIssue[] } {
  const issues: RulesIssue[] = [];
  const parsed: RulesFile[] = [];
  for (const file of files) {
    try {
      const ast = parse(file.content, { grammarSource: file.name ?? '' }) as RulesFile;
      issues.push(...check(ast, file.name, service));
      parsed.push(ast);
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      issues.push({
        sourcePosition: position(file.name, error.location.start.line, error.location.start.column),
        severity: 'ERROR',
        description: error.message,
      });
    }
  }
  if (parsed.length > 0 && !parsed.some((file) => file.services.length > 0)) {
    issues.push({
      sourcePosition: position(files[0]?.name, 1, 1),
      severity: 'ERROR',
      description: `No service ${service} declared.`,
    });
  }
  return { parsed, issues };
}

export function debugSink(options: CompileOptions): (text: string) => void {
  return options.debug ?? ((text: string) => process.stderr.write(`debug: ${text}\n`));
}

function position(fileName: string | undefined, line: number, column: number) {
  return fileName ? { fileName, line, column } : { line, column };
}

/** Checks the parser cannot express: the service name, version 1 recursive wildcards. */
function check(ast: RulesFile, fileName: string | undefined, serviceName: string): RulesIssue[] {
  const issues: RulesIssue[] = [];
  const report = (loc: { line: number; column: number }, description: string) =>
    issues.push({
      sourcePosition: position(fileName, loc.line, loc.column),
      severity: 'ERROR',
      description,
    });
  const visit = (matches: MatchDecl[]) => {
    for (const match of matches) {
      const recursive = match.path.findIndex((s) => s.kind === 'wildcard' && s.recursive);
      if (recursive >= 0 && (recursive < match.path.length - 1 || match.body.matches.length > 0)) {
        report(match.loc, 'In rules_version 1 a recursive wildcard must be the last path segment.');
      }
      visit(match.body.matches);
    }
  };
  for (const service of ast.services) {
    if (service.name !== serviceName) {
      report(service.loc, `Unexpected service name '${service.name}'; expected '${serviceName}'.`);
    }
    if (ast.version !== '2') visit(service.body.matches);
  }
  return issues;
}
