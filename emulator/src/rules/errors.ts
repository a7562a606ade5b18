import type { RulesValue } from './values';
import { isSymbolic, typeName } from './values';

/**
 * An evaluation error. Its message is the reason the service reports, e.g.
 * `Null value error.`; an error in an `allow` condition denies the request.
 */
export class RulesError extends Error {}

/**
 * Raised when a list query check needs document content that the query does
 * not constrain. It behaves like an error (the rule is not proven), and reads
 * as `false` in the denial message.
 */
export class UnknownValueError extends RulesError {
  constructor() {
    super('false');
  }
}

export const nullValueError = () => new RulesError('Null value error.');

export const undefinedProperty = (name: string) =>
  new RulesError(`Property ${name} is undefined on object.`);

/** Rejects symbolic operands, so that only proven facts can make a rule true. */
export function requireKnown(...values: RulesValue[]): void {
  for (const value of values) if (isSymbolic(value)) throw new UnknownValueError();
}

export function unsupported(op: string, ...operands: RulesValue[]): RulesError {
  requireKnown(...operands);
  const received =
    operands.length === 2
      ? `${typeName(operands[0]!)} ${op} ${typeName(operands[1]!)}`
      : `${op}${operands.map(typeName).join(', ')}`;
  return new RulesError(`Unsupported operation error. Received: ${received}.`);
}

export function invalidArgument(functionName: string, detail: string): RulesError {
  return new RulesError(`Invalid argument error. Function: [${functionName}]: ${detail}`);
}
