/** The caller of a gRPC call, from its `authorization` metadata (as over REST). */
import type { Metadata } from '@grpc/grpc-js';
import { callerFromAuthorization } from '../http/callerFromAuthorization';
import type { Caller } from '../engine/types';

export function callerFromMetadata(metadata: Metadata): Caller {
  const value = metadata.get('authorization')[0];
  return callerFromAuthorization(typeof value === 'string' ? value : value?.toString('utf8'));
}
