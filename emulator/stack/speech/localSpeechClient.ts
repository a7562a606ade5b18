import { SpeechClient } from '@google-cloud/speech';
import { PassThroughClient } from 'google-auth-library';

type SpeechOptions = NonNullable<ConstructorParameters<typeof SpeechClient>[0]>;

/** The production client pointed at the local service, as the speech gateway does. */
export function localSpeechClient(port: number): SpeechClient {
  return new SpeechClient({
    apiEndpoint: '127.0.0.1',
    port,
    protocol: 'http',
    fallback: true,
    authClient: new PassThroughClient({
      transporterOptions: { validateStatus: () => true },
    }) as unknown as SpeechOptions['authClient'],
  });
}
