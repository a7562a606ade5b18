import { onCall, onRequest } from 'firebase-functions/v2/https';
import { REGION_FUNCTIONS_LOCATION } from '@vg/common';
import { loadEnv } from './env';
import { router } from './http/routes';
import { uploadFileCallable } from './chat/handlers/uploadFile';

loadEnv();

const regions = [REGION_FUNCTIONS_LOCATION.eu, REGION_FUNCTIONS_LOCATION.na];

/** The regional HTTP API; Hosting rewrites `/api/{region}/**` here. */
export const api = onRequest({ region: regions, cors: true }, router);

export const uploadFile = onCall({ region: regions, cors: true }, uploadFileCallable);
