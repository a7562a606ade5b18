export * from './endpoints';
export * from './schemas/index';
export * from './logic/index';
