import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadEnv, onEnvForgotten } from '../env';

let families: Promise<Set<string>> | undefined;
onEnvForgotten(() => (families = undefined));

/**
 * Google Fonts family names, from the API snapshot that the Fontsource
 * metadata package ships (data/api-response.json). The file is read alone:
 * importing the package would parse all of its data (tens of MB).
 */
async function bundledFamilies(): Promise<Set<string>> {
  families ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('google-font-metadata');
    const file = join(dirname(entry), '../data/api-response.json');
    const list = JSON.parse(await readFile(file, 'utf8')) as { family: string }[];
    return new Set(list.map((font) => font.family.toLowerCase()));
  })();
  return families;
}

/**
 * Whether a font family exists. With VG_FONT_CSS_URL the font service's
 * stylesheet endpoint decides (200 means valid, as the spec's call); without
 * it the answer comes from the Google Fonts family list that ships with
 * `google-font-metadata`, so the check works offline. Fonts themselves are
 * never loaded from Google by the dashboard.
 */
export async function fontFamilyExists(family: string): Promise<boolean> {
  const url = loadEnv().VG_FONT_CSS_URL;
  if (url) {
    const answer = await fetch(`${url}?family=${encodeURIComponent(family)}`);
    return answer.status === 200;
  }
  return (await bundledFamilies()).has(family.trim().toLowerCase());
}
