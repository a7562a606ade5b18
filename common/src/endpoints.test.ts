import { describe, expect, it } from 'vitest';
import { interactSocketUrl, regionOfBucket, regionalApiRoot } from './endpoints';

describe('endpoints', () => {
  it.each([
    ['eu', 'eu'],
    ['voiceglow-eu', 'eu'],
    ['na', 'na'],
    ['(default)', 'na'],
    ['mars', null],
    ['', null],
  ])('reads the bucket %j as the region %j', (bucket, region) => {
    expect(regionOfBucket(bucket)).toBe(region);
  });

  it('builds the API root and the chat socket address', () => {
    expect(regionalApiRoot('http://127.0.0.1:5000/', 'eu')).toBe('http://127.0.0.1:5000/api/eu');
    expect(interactSocketUrl('https://chat.example')).toBe('wss://chat.example/interact');
  });
});
