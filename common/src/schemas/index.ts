// Constants travel with the schemas: `@vg/common` exposes both from here.
export * from '../constants';
export * from './primitives';
export * from './agentUi';
export * from './agentPrompt';
export * from './agentIntegrations';
export * from './agentSecrets';
export * from './agent';
export * from './messageParts';
export * from './messages';
export * from './conversation';
export * from './knowledge';
