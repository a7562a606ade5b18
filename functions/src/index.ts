import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { loadEnv } from './env';
import { router } from './http/routes';
import { uploadFileCallable } from './chat/handlers/uploadFile';
import { clientSignInCallable } from './clients/clientSignIn';
import { ssoClientCallable } from './clients/ssoClient';
import { deployRegions } from './deployment/deployRegions';
import {
  API_CONCURRENCY,
  API_MIN_INSTANCES,
  API_TIMEOUT_SECONDS,
  SECRETS,
} from './deployment/params';

// Every function can mail and call the model server, so each gets the secrets.
setGlobalOptions({ secrets: Object.values(SECRETS), memory: '512MiB' });

loadEnv();

const regions = deployRegions();

/** The regional HTTP API; Hosting rewrites `/api/{region}/**` here. */
export const api = onRequest(
  {
    region: regions,
    cors: true,
    concurrency: API_CONCURRENCY,
    minInstances: API_MIN_INSTANCES,
    timeoutSeconds: API_TIMEOUT_SECONDS,
  },
  router,
);

export const uploadFile = onCall({ region: regions, cors: true }, uploadFileCallable);

/** Client sign-in: the password login and the e-mailed login code (spec 3 §2.9). */
export const clientSignIn = onCall({ region: regions, cors: true }, clientSignInCallable);
export const ssoClient = onCall({ region: regions, cors: true }, ssoClientCallable);
