import { RulesError, UnknownValueError, nullValueError } from './errors';
import { collectionMethod, partialListMethod } from './library/collectionMethods';
import { mapDiffMethod, mapMethod } from './library/mapMethods';
import { namespaceFunction } from './library/namespaceFunctions';
import { bytesMethod, latlngMethod, pathMethod } from './library/otherMethods';
import { stringMethod } from './library/stringMethods';
import { durationMethod, timestampMethod } from './library/timeMethods';
import type { RulesValue } from './values';

/** `receiver.name(args)`: dispatches on the receiver's type. */
export function callMethod(receiver: RulesValue, name: string, args: RulesValue[]): RulesValue {
  const result = dispatch(receiver, name, args);
  if (result === undefined) {
    const qualified = receiver.type === 'namespace' ? `${receiver.name}.${name}` : name;
    throw new RulesError(`Function not found error: Name: [${qualified}].`);
  }
  return result;
}

function dispatch(receiver: RulesValue, name: string, args: RulesValue[]): RulesValue | undefined {
  switch (receiver.type) {
    case 'null':
      throw nullValueError();
    case 'unknown':
    case 'bounded':
      throw new UnknownValueError();
    case 'string':
      return stringMethod(receiver, name, args);
    case 'list':
    case 'set':
      return collectionMethod(receiver, name, args);
    case 'partialList':
      return partialListMethod(receiver.contains, name, args);
    case 'map':
    case 'partialMap':
      return mapMethod(receiver, name, args);
    case 'mapDiff':
      return mapDiffMethod(receiver, name, args);
    case 'timestamp':
      return timestampMethod(receiver, name, args);
    case 'duration':
      return durationMethod(receiver, name, args);
    case 'bytes':
      return bytesMethod(receiver, name, args);
    case 'latlng':
      return latlngMethod(receiver, name, args);
    case 'path':
      return pathMethod(receiver, name, args);
    case 'namespace':
      return namespaceFunction(receiver.name, name, args);
    default:
      return undefined;
  }
}
