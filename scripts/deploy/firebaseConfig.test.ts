import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const schemaDir = join(root, 'node_modules/firebase-tools/schema');
const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Validates against the JSON schemas that firebase-tools itself ships. */
function check(schemaFile: string, dataFile: string): string[] {
  const ajv = new Ajv({ allErrors: true, jsonPointers: true });
  const validate = ajv.compile(json(join(schemaDir, schemaFile)) as object);
  validate(json(join(root, dataFile)));
  return (validate.errors ?? []).map((e) => `${e.dataPath} ${e.message}`);
}

describe('Firebase configuration', () => {
  it('firebase.json follows firebase-tools’ schema', () => {
    expect(check('firebase-config.json', 'firebase.json')).toEqual([]);
  });

  it('.firebaserc follows firebase-tools’ schema and names both regional projects', () => {
    expect(check('firebaserc.json', '.firebaserc')).toEqual([]);
    expect(json(join(root, '.firebaserc'))).toMatchObject({
      projects: { eu: 'voiceglow-eu', na: 'voiceglow-na' },
    });
  });

  it('the schema check catches a mistake', () => {
    const ajv = new Ajv({ allErrors: true });
    const validate = ajv.compile(json(join(schemaDir, 'firebase-config.json')) as object);
    expect(validate({ hosting: { public: 'dist', rewrite: [] } })).toBe(false);
  });
});
