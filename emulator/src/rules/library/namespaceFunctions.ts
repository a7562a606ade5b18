import { arg, arity } from '../args';
import { RulesError } from '../errors';
import { checkedInt, duration, timestamp } from '../operators';
import type { Namespace, RulesValue } from '../values';
import { bool, float } from '../values';
import { hashingFunction } from './hashing';
import { NANOS_PER_MILLI, NANOS_PER_SECOND } from './timeMethods';

/** `math.*`, `timestamp.*`, `duration.*`, `latlng.*`, `hashing.*`. */
export function namespaceFunction(
  namespace: Namespace,
  name: string,
  args: RulesValue[],
): RulesValue | undefined {
  switch (namespace) {
    case 'math':
      return mathFunction(name, args);
    case 'timestamp':
      return timestampFunction(name, args);
    case 'duration':
      return durationFunction(name, args);
    case 'latlng':
      if (name !== 'value') return undefined;
      return latlngValue(args);
    case 'hashing':
      return hashingFunction(name, args);
  }
}

function mathFunction(name: string, args: RulesValue[]): RulesValue | undefined {
  const fn = `math.${name}`;
  switch (name) {
    case 'abs': {
      arity(fn, args, 1);
      const value = arg(fn, args, 0, 'int', 'float');
      return value.type === 'int'
        ? checkedInt(value.value < 0n ? -value.value : value.value)
        : float(Math.abs(value.value));
    }
    case 'ceil':
    case 'floor':
    case 'round':
    case 'trunc': {
      arity(fn, args, 1);
      const value = arg(fn, args, 0, 'int', 'float');
      if (value.type === 'int') return value;
      // Half away from zero, as the service rounds.
      const rounded =
        name === 'round'
          ? Math.sign(value.value) * Math.round(Math.abs(value.value))
          : Math[name](value.value);
      if (!Number.isFinite(rounded)) throw new RulesError(`${fn} of a non-finite number.`);
      return checkedInt(BigInt(rounded));
    }
    case 'sqrt':
      arity(fn, args, 1);
      return float(Math.sqrt(Number(arg(fn, args, 0, 'int', 'float').value)));
    case 'pow':
      arity(fn, args, 2);
      return float(
        Math.pow(
          Number(arg(fn, args, 0, 'int', 'float').value),
          Number(arg(fn, args, 1, 'int', 'float').value),
        ),
      );
    case 'isNaN':
      arity(fn, args, 1);
      return bool(Number.isNaN(Number(arg(fn, args, 0, 'int', 'float').value)));
    case 'isInfinite': {
      arity(fn, args, 1);
      const value = Number(arg(fn, args, 0, 'int', 'float').value);
      return bool(value === Infinity || value === -Infinity);
    }
    default:
      return undefined;
  }
}

function timestampFunction(name: string, args: RulesValue[]): RulesValue | undefined {
  const fn = `timestamp.${name}`;
  if (name === 'value') {
    arity(fn, args, 1);
    return timestamp(arg(fn, args, 0, 'int').value * NANOS_PER_MILLI);
  }
  if (name === 'date') {
    arity(fn, args, 3);
    const [year, month, day] = [0, 1, 2].map((i) => Number(arg(fn, args, i, 'int').value)) as [
      number,
      number,
      number,
    ];
    const millis = Date.UTC(year, month - 1, day);
    const check = new Date(millis);
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
      throw new RulesError(`Invalid date: ${year}-${month}-${day}.`);
    }
    return timestamp(BigInt(millis) * NANOS_PER_MILLI);
  }
  return undefined;
}

const UNIT_NANOS: Record<string, bigint> = {
  w: 7n * 86_400n * NANOS_PER_SECOND,
  d: 86_400n * NANOS_PER_SECOND,
  h: 3_600n * NANOS_PER_SECOND,
  m: 60n * NANOS_PER_SECOND,
  s: NANOS_PER_SECOND,
  ms: NANOS_PER_MILLI,
  ns: 1n,
};

function durationFunction(name: string, args: RulesValue[]): RulesValue | undefined {
  const fn = `duration.${name}`;
  switch (name) {
    case 'value': {
      arity(fn, args, 2);
      const magnitude = arg(fn, args, 0, 'int').value;
      const unit = arg(fn, args, 1, 'string').value;
      const scale = UNIT_NANOS[unit];
      if (scale === undefined) throw new RulesError(`Invalid duration unit: ${unit}.`);
      return duration(magnitude * scale);
    }
    case 'time': {
      arity(fn, args, 4);
      const [h, m, s, ns] = [0, 1, 2, 3].map((i) => arg(fn, args, i, 'int').value) as [
        bigint,
        bigint,
        bigint,
        bigint,
      ];
      return duration(((h * 60n + m) * 60n + s) * NANOS_PER_SECOND + ns);
    }
    case 'abs': {
      arity(fn, args, 1);
      const value = arg(fn, args, 0, 'duration').nanos;
      return duration(value < 0n ? -value : value);
    }
    default:
      return undefined;
  }
}

function latlngValue(args: RulesValue[]): RulesValue {
  arity('latlng.value', args, 2);
  const lat = Number(arg('latlng.value', args, 0, 'int', 'float').value);
  const lng = Number(arg('latlng.value', args, 1, 'int', 'float').value);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw new RulesError('Latitude must be in [-90, 90] and longitude in [-180, 180].');
  }
  return { type: 'latlng', lat, lng };
}
