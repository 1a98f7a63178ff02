// The S3 store's presigned PUT, computed locally (no network): bound to the key, the content type, the
// exact length and the expiry.
import t from 'tap';
import { S3ObjectStore } from './s3-store.ts';

const NOW = new Date('2025-06-01T12:00:00.000Z');

t.test('a presigned PUT names the bucket and key, signs content-type and length, expires when asked', async (t) => {
  const store = new S3ObjectStore({
    bucket: 'lumen-uploads',
    region: 'eu-west-1',
    endpoint: 'https://s3.example.test',
    forcePathStyle: true,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
    now: () => NOW,
  });
  t.teardown(() => store.close());
  const key = 'originals/0f8fad5b-d9cb-469f-a165-70867728950e/7c9e6679-7425-40de-944b-e07fc1f90ae7';
  const signed = await store.signPut({
    key,
    contentType: 'image/png',
    maxBytes: 12345,
    ownerId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    expiresAt: new Date(NOW.getTime() + 300_000),
  });
  const url = new URL(signed.url);
  t.equal(url.origin, 'https://s3.example.test');
  t.equal(url.pathname, `/lumen-uploads/${key}`);
  t.equal(url.searchParams.get('X-Amz-Expires'), '300');
  t.equal(url.searchParams.get('X-Amz-Date'), '20250601T120000Z');
  t.equal(url.searchParams.get('X-Amz-Algorithm'), 'AWS4-HMAC-SHA256');
  t.match(url.searchParams.get('X-Amz-Credential'), /^AKIDEXAMPLE\/20250601\/eu-west-1\/s3\/aws4_request$/);
  const signedHeaders = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
  t.ok(signedHeaders.includes('content-type'), 'the content type is signed');
  t.ok(signedHeaders.includes('content-length'), 'the length is signed');
  t.ok(signedHeaders.includes('host'));
  t.match(url.searchParams.get('X-Amz-Signature'), /^[0-9a-f]{64}$/);
  t.same(signed.headers, { 'content-type': 'image/png' });
  const checksums = [...url.searchParams.keys()].filter((name) => /checksum/i.test(name));
  t.same(checksums, [], 'no checksum of a body the presigner never saw (S3 would refuse the real one)');

  const other = await store.signPut({
    key,
    contentType: 'image/jpeg',
    maxBytes: 12345,
    ownerId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    expiresAt: new Date(NOW.getTime() + 300_000),
  });
  t.not(
    new URL(other.url).searchParams.get('X-Amz-Signature'),
    url.searchParams.get('X-Amz-Signature'),
    'another type, another signature',
  );
});
