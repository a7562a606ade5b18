export * from './insightKeys';
export * from './sumInsights';
export * from './groupInsights';
export * from './insightRollups';
export * from './readInsightShard';
