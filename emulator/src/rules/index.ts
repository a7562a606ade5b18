/** Firestore security rules: compile a rules file set, then authorize requests. */
export { compileRules } from './compileRules';
export type { CompileOptions } from './compileRules';
export type { AuthorizeRequest, AuthorizeResult, CompileResult, Ruleset, RulesMethod } from './api';
