export * from './interact';
export * from './interactSocket';
export * from './widgetCalls';
export * from './agentCalls';
export * from './channelCalls';
export * from './agencyCalls';
export * from './workspaceCalls';
export * from './billingCalls';
