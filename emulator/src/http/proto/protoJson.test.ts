import { describe, expect, it } from 'vitest';
import { EmulatorError } from '../../engine/types';
import { fromProtoJson } from './fromProtoJson';
import { toProtoJson } from './toProtoJson';

const COMMIT = 'google.firestore.v1.CommitRequest';

describe('fromProtoJson', () => {
  it('decodes every Value kind into the engine object form', () => {
    const req = fromProtoJson(COMMIT, {
      writes: [
        {
          update: {
            name: 'projects/p/databases/(default)/documents/c/d',
            fields: {
              n: { nullValue: null },
              n2: { nullValue: 'NULL_VALUE' },
              b: { booleanValue: false },
              i: { integerValue: '9223372036854775807' },
              i2: { integerValue: 42 },
              d: { doubleValue: 'NaN' },
              inf: { doubleValue: '-Infinity' },
              t: { timestampValue: '2024-02-29T12:34:56.123456789Z' },
              s: { stringValue: 'héllo' },
              y: { bytesValue: 'AQID' },
              r: { referenceValue: 'projects/p/databases/(default)/documents/c/e' },
              g: { geoPointValue: { latitude: 1.5, longitude: -2 } },
              a: { arrayValue: { values: [{ integerValue: '1' }] } },
              m: { mapValue: { fields: { x: { stringValue: 'y' } } } },
              em: { mapValue: {} },
            },
          },
          update_mask: { field_paths: ['a'] },
        },
      ],
      transaction: 'dHg=',
    });
    const write = req.writes[0];
    const f = write.update.fields;
    expect(write.operation).toBe('update');
    expect(write.updateMask).toEqual({ fieldPaths: ['a'] });
    expect(f.n).toEqual({ nullValue: 'NULL_VALUE', valueType: 'nullValue' });
    expect(f.n2.nullValue).toBe('NULL_VALUE');
    expect(f.b).toEqual({ booleanValue: false, valueType: 'booleanValue' });
    expect(f.i.integerValue).toBe('9223372036854775807');
    expect(f.i2.integerValue).toBe('42');
    expect(f.d.doubleValue).toBeNaN();
    expect(f.inf.doubleValue).toBe(-Infinity);
    expect(f.t.timestampValue).toEqual({ seconds: '1709210096', nanos: 123456789 });
    expect(f.s.stringValue).toBe('héllo');
    expect(Buffer.isBuffer(f.y.bytesValue)).toBe(true);
    expect([...f.y.bytesValue]).toEqual([1, 2, 3]);
    expect(f.g.geoPointValue).toEqual({ latitude: 1.5, longitude: -2 });
    expect(f.a.arrayValue.values[0].integerValue).toBe('1');
    expect(f.m.mapValue.fields.x.stringValue).toBe('y');
    expect(f.em).toEqual({ mapValue: {}, valueType: 'mapValue' });
    expect(req.transaction.toString()).toBe('tx');
  });

  it('accepts {seconds, nanos} timestamps, Int32Value numbers and enum numbers', () => {
    const q = fromProtoJson('google.firestore.v1.RunQueryRequest', {
      structuredQuery: {
        from: [{ collectionId: 'c', allDescendants: true }],
        orderBy: [{ field: { fieldPath: 'a' }, direction: 2 }],
        limit: 5,
        offset: 1,
      },
      readTime: { seconds: 10, nanos: 5 },
    });
    expect(q.structuredQuery.limit).toEqual({ value: 5 });
    expect(q.structuredQuery.offset).toBe(1);
    expect(q.structuredQuery.orderBy[0].direction).toBe('DESCENDING');
    expect(q.readTime).toEqual({ seconds: '10', nanos: 5 });
    expect(q.consistencySelector).toBe('readTime');
  });

  it('applies time zone offsets and keeps years below 100', () => {
    const a = fromProtoJson('google.firestore.v1.Value', {
      timestampValue: '1970-01-01T01:00:00+01:00',
    });
    expect(a.timestampValue).toEqual({ seconds: '0', nanos: 0 });
    const b = fromProtoJson('google.firestore.v1.Value', {
      timestampValue: '0001-01-01T00:00:00Z',
    });
    expect(b.timestampValue.seconds).toBe('-62135596800');
  });

  it.each([
    [{ integerValue: 'abc' }, /integerValue.*TYPE_INT64/],
    [{ integerValue: '9223372036854775808' }, /TYPE_INT64/],
    [{ booleanValue: 'true' }, /TYPE_BOOL/],
    [{ timestampValue: '2024-13-01T00:00:00Z' }, /Timestamp/],
    [{ timestampValue: '10000-01-01T00:00:00Z' }, /Timestamp/],
    [{ bytesValue: '***' }, /TYPE_BYTES/],
    [{ stringValue: 'a', integerValue: '1' }, /Oneof field 'valueType' is already set/],
    [{ nope: 1 }, /Unknown name "nope"/],
    [[1], /Invalid value at '\(root\)'/],
  ])('rejects %j with INVALID_ARGUMENT', (json, message) => {
    let error: unknown;
    try {
      fromProtoJson('google.firestore.v1.Value', json);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EmulatorError);
    expect((error as EmulatorError).code).toBe(3);
    expect((error as EmulatorError).message).toMatch(message);
  });
});

describe('toProtoJson', () => {
  it('encodes engine objects as proto3 JSON', () => {
    const json = toProtoJson('google.firestore.v1.ListenResponse', {
      responseType: 'documentChange',
      documentChange: {
        document: {
          name: 'projects/p/databases/(default)/documents/c/d',
          fields: {
            i: { integerValue: '7', valueType: 'integerValue' },
            d: { doubleValue: Infinity },
            nan: { doubleValue: NaN },
            z: { integerValue: '0' },
            n: { nullValue: 0 },
            y: { bytesValue: Buffer.from([255, 0]) },
            t: { timestampValue: { seconds: '1', nanos: 500000000 } },
            a: { arrayValue: {} },
          },
          createTime: { seconds: '1709210096', nanos: 123000 },
          updateTime: { seconds: '0', nanos: 0 },
        },
        targetIds: [2],
        removedTargetIds: [],
      },
    });
    expect(json).toEqual({
      documentChange: {
        document: {
          name: 'projects/p/databases/(default)/documents/c/d',
          fields: {
            i: { integerValue: '7' },
            d: { doubleValue: 'Infinity' },
            nan: { doubleValue: 'NaN' },
            z: { integerValue: '0' },
            n: { nullValue: 'NULL_VALUE' },
            y: { bytesValue: '/wA=' },
            t: { timestampValue: '1970-01-01T00:00:01.500Z' },
            a: { arrayValue: {} },
          },
          createTime: '2024-02-29T12:34:56.000123Z',
          updateTime: '1970-01-01T00:00:00Z',
        },
        targetIds: [2],
      },
    });
  });

  it('emits only the member a defaults-filled oneof names', () => {
    const json = toProtoJson('google.firestore.v1.Value', {
      valueType: 'booleanValue',
      nullValue: 'NULL_VALUE',
      booleanValue: false,
      integerValue: '0',
      stringValue: '',
    });
    expect(json).toEqual({ booleanValue: false });
  });

  it('round-trips a target change with resume token and read time', () => {
    const obj = {
      targetChange: {
        targetChangeType: 'CURRENT',
        targetIds: [1, 2],
        resumeToken: Buffer.from('token'),
        readTime: { seconds: '1700000000', nanos: 1 },
        cause: { code: 7, message: 'denied' },
      },
    };
    const json = toProtoJson('google.firestore.v1.ListenResponse', obj);
    expect(json.targetChange.resumeToken).toBe(Buffer.from('token').toString('base64'));
    expect(json.targetChange.readTime).toBe('2023-11-14T22:13:20.000000001Z');
    const back = fromProtoJson('google.firestore.v1.ListenResponse', json);
    expect(back.targetChange.resumeToken.toString()).toBe('token');
    expect(back.targetChange.readTime).toEqual(obj.targetChange.readTime);
    expect(back.targetChange.cause).toEqual({ code: 7, message: 'denied' });
  });

  it('writes aggregation results and Int32Value limits', () => {
    const json = toProtoJson('google.firestore.v1.RunAggregationQueryResponse', {
      result: { aggregateFields: { count: { integerValue: '3' } } },
      readTime: { seconds: '2', nanos: 0 },
    });
    expect(json).toEqual({
      result: { aggregateFields: { count: { integerValue: '3' } } },
      readTime: '1970-01-01T00:00:02Z',
    });
    const query = toProtoJson('google.firestore.v1.StructuredQuery', { limit: { value: 4 } });
    expect(query).toEqual({ limit: 4 });
  });
});
