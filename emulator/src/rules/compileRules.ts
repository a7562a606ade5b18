import type { RulesIssue } from '../engine/types';
import type { CompileResult } from './api';
import type { RulesFile } from './ast';
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
  const issues: RulesIssue[] = [];
  const parsed: RulesFile[] = [];
  for (const file of files) {
    try {
      const ast = parse(file.content, { grammarSource: file.name ?? '' }) as RulesFile;
      issues.push(...check(ast, file.name));
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
      description: 'No service cloud.firestore declared.',
    });
  }
  const failed = issues.some((issue) => issue.severity === 'ERROR');
  const debug = options.debug ?? ((text: string) => process.stderr.write(`debug: ${text}\n`));
  return { ruleset: failed ? null : new CompiledRuleset(parsed, debug), issues };
}

function position(fileName: string | undefined, line: number, column: number) {
  return fileName ? { fileName, line, column } : { line, column };
}

/** Checks the parser cannot express: the service name. */
function check(ast: RulesFile, fileName: string | undefined): RulesIssue[] {
  return ast.services
    .filter((service) => service.name !== 'cloud.firestore')
    .map((service) => ({
      sourcePosition: position(fileName, service.loc.line, service.loc.column),
      severity: 'ERROR' as const,
      description: `Unexpected service name '${service.name}'; expected 'cloud.firestore'.`,
    }));
}
