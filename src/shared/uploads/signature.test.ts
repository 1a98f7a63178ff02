import t from 'tap';
import { originalKey, parseOriginalKey, variantKey, isVariantKey } from './object-key.ts';
import { canonicalSignaturePayload, type SignedUploadFields } from './signature.ts';

const OWNER = '0f8fad5b-d9cb-469f-a165-70867728950e';
const UPLOAD = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const fields: SignedUploadFields = {
  method: 'PUT',
  key: originalKey(OWNER, UPLOAD),
  contentType: 'image/png',
  maxBytes: 1000,
  ownerId: OWNER,
  expires: 1_748_779_500,
};

t.test('the payload names every bound field, in a fixed order', async (t) => {
  t.equal(
    canonicalSignaturePayload(fields),
    ['lumen-upload-v1', 'PUT', `originals/${OWNER}/${UPLOAD}`, 'image/png', '1000', OWNER, '1748779500'].join('\n'),
  );
});

t.test('changing any bound field changes the payload', async (t) => {
  const base = canonicalSignaturePayload(fields);
  const changes: Partial<SignedUploadFields>[] = [
    { key: originalKey(OWNER, '00000000-0000-4000-8000-000000000000') },
    { contentType: 'image/jpeg' },
    { maxBytes: 1001 },
    { ownerId: '00000000-0000-4000-8000-000000000001' },
    { expires: fields.expires + 1 },
  ];
  for (const change of changes)
    t.not(canonicalSignaturePayload({ ...fields, ...change }), base, JSON.stringify(change));
  t.equal(canonicalSignaturePayload({ ...fields, contentType: 'IMAGE/PNG' }), base, 'media types are case-insensitive');
});

t.test('refuses values that could forge another line', async (t) => {
  t.throws(() => canonicalSignaturePayload({ ...fields, contentType: 'image/png\n2000' }));
  t.throws(() => canonicalSignaturePayload({ ...fields, maxBytes: 0 }));
  t.throws(() => canonicalSignaturePayload({ ...fields, expires: 1.5 }));
});

t.test('keys: owner and upload ids only, never caller text', async (t) => {
  t.same(parseOriginalKey(originalKey(OWNER, UPLOAD)), { ownerId: OWNER, uploadId: UPLOAD });
  t.equal(parseOriginalKey('originals/../etc/passwd'), undefined);
  t.equal(parseOriginalKey(`originals/${OWNER}/${UPLOAD}/x`), undefined);
  t.throws(() => originalKey('../..', UPLOAD));
  t.equal(variantKey(UPLOAD, 'cover-mobile'), `images/${UPLOAD}/cover-mobile.webp`);
  t.ok(isVariantKey(variantKey(UPLOAD, 'card')));
  t.notOk(isVariantKey(`images/${UPLOAD}/../../x.webp`));
  t.throws(() => variantKey(UPLOAD, '../x'));
});
