import { describe, expect, it } from 'vitest';
import { parseRoute } from './route';

describe('parseRoute', () => {
  it('reads region and agent from /app/{region}/render/{agentId}/iframe', () => {
    expect(
      parseRoute(
        '/app/eu/render/ag%201/iframe',
        '?embed=modal&host=https%3A%2F%2Fs.example&test=1',
      ),
    ).toMatchObject({
      region: 'eu',
      agentId: 'ag 1',
      embed: 'modal',
      hostParam: 'https://s.example',
      isTest: true,
      fixtures: false,
      warm: false,
    });
    expect(parseRoute('/app/eu/render/a/iframe', '?embed=popup&warm=1')?.warm).toBe(true);
  });

  it('treats a pasted iframe (no embed parameter) as iFrame mode, with visitor details from the query', () => {
    expect(
      parseRoute('/app/na/render/a/iframe/', '?userID=u9&name=Dana&email=d%40x.io'),
    ).toMatchObject({
      embed: 'iframe',
      userID: 'u9',
      user: { name: 'Dana', email: 'd@x.io' },
    });
  });

  it('rejects other paths, regions and modes', () => {
    expect(parseRoute('/app/us/render/a/iframe', '')).toBeNull();
    expect(parseRoute('/app/eu/render/a', '')).toBeNull();
    expect(parseRoute('/app/eu/render/a/iframe', '?embed=weird')?.embed).toBe('iframe');
  });
});
