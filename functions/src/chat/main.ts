import { loadEnv } from '../env';

const env = loadEnv();
console.log(`chat service placeholder on ${env.PORT}`);
