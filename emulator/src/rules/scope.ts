import type { FunctionDecl } from './ast';
import type { RulesError } from './errors';
import type { RulesValue } from './values';

/**
 * A variable holds either a value or the error its expression raised: errors
 * surface only where the variable is used, so `f(resource.data.x)` with a
 * function that never reads its argument does not fail.
 */
export type Binding = { value: RulesValue } | { error: RulesError };

/**
 * Lexical scope: the service, each matched `match` block (with its wildcard
 * variables and functions), and each function call (parameters and `let`s).
 */
export class Scope {
  private readonly vars = new Map<string, Binding>();
  private readonly functions = new Map<string, FunctionDecl>();

  constructor(readonly parent: Scope | null) {}

  bind(name: string, binding: Binding): this {
    this.vars.set(name, binding);
    return this;
  }

  define(decl: FunctionDecl): this {
    this.functions.set(decl.name, decl);
    return this;
  }

  lookup(name: string): Binding | undefined {
    return this.vars.get(name) ?? this.parent?.lookup(name);
  }

  /** The function and the scope it was declared in (its body sees that scope). */
  lookupFunction(name: string): { decl: FunctionDecl; scope: Scope } | undefined {
    const decl = this.functions.get(name);
    return decl ? { decl, scope: this } : this.parent?.lookupFunction(name);
  }
}
