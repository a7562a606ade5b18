export * from './campaignAudience';
