import { arg, arity } from '../args';
import { RulesError } from '../errors';
import type { RulesValue } from '../values';
import { float, int, path, str } from '../values';

const EARTH_RADIUS_METERS = 6_371_000;

/** Methods of rules.Bytes. */
export function bytesMethod(
  receiver: Extract<RulesValue, { type: 'bytes' }>,
  name: string,
  args: RulesValue[],
): RulesValue | undefined {
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return int(receiver.value.length);
    case 'toBase64':
      arity(name, args, 0);
      return str(Buffer.from(receiver.value).toString('base64'));
    case 'toHexString':
      arity(name, args, 0);
      return str(Buffer.from(receiver.value).toString('hex').toUpperCase());
    default:
      return undefined;
  }
}

/** Methods of rules.LatLng; distance() is the great-circle distance in metres. */
export function latlngMethod(
  receiver: Extract<RulesValue, { type: 'latlng' }>,
  name: string,
  args: RulesValue[],
): RulesValue | undefined {
  switch (name) {
    case 'latitude':
      arity(name, args, 0);
      return float(receiver.lat);
    case 'longitude':
      arity(name, args, 0);
      return float(receiver.lng);
    case 'distance': {
      arity(name, args, 1);
      const other = arg(name, args, 0, 'latlng');
      const rad = Math.PI / 180;
      const dLat = (other.lat - receiver.lat) * rad;
      const dLng = (other.lng - receiver.lng) * rad;
      const h =
        Math.sin(dLat / 2) ** 2 +
        Math.cos(receiver.lat * rad) * Math.cos(other.lat * rad) * Math.sin(dLng / 2) ** 2;
      return float(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h))));
    }
    default:
      return undefined;
  }
}

/** Methods of rules.Path: bind() fills `$(name)` segments from a map. */
export function pathMethod(
  receiver: Extract<RulesValue, { type: 'path' }>,
  name: string,
  args: RulesValue[],
): RulesValue | undefined {
  if (name !== 'bind') return undefined;
  arity(name, args, 1);
  const bindings = arg(name, args, 0, 'map').entries;
  return path(
    receiver.segments.map((segment) => {
      const match = /^\$\((\w+)\)$/.exec(segment);
      if (!match) return segment;
      const value = bindings.get(match[1]!);
      if (value?.type !== 'string') throw new RulesError(`No string binding for ${segment}.`);
      return value.value;
    }),
  );
}
