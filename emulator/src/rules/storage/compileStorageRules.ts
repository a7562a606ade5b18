import type { CompileOptions } from '../compileRules';
import { debugSink, parseRules } from '../compileRules';
import type { StorageCompileResult } from './api';
import { CompiledStorageRuleset } from './compiledStorageRuleset';

/**
 * Parses and checks `storage.rules` files (`service firebase.storage`). As
 * for Firestore, any ERROR issue means no ruleset.
 */
export function compileStorageRules(
  files: { name?: string; content: string }[],
  options: CompileOptions = {},
): StorageCompileResult {
  const { parsed, issues } = parseRules(files, 'firebase.storage');
  const failed = issues.some((issue) => issue.severity === 'ERROR');
  return {
    ruleset: failed ? null : new CompiledStorageRuleset(parsed, debugSink(options)),
    issues,
  };
}
