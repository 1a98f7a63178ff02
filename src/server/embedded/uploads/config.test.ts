// The object store is chosen by configuration alone; the disk store's signatures bind every field.
import t from 'tap';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UploadsConfigError, createObjectStore } from './config.ts';
import { DEV_UPLOADS_SECRET, DiskObjectStore } from './disk-store.ts';
import { S3ObjectStore } from './s3-store.ts';
import { PostgresObjectStore } from './postgres-store.ts';
import { openTestDatabase } from '../testing/test-database.ts';

const SECRET = 'a-production-uploads-secret-of-enough-length';

t.test('no S3 bucket: the disk store under DATA_DIR/uploads, with the development secret flagged', async (t) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lumen-uploads-config-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const chosen = createObjectStore({}, { dataDir });
  t.ok(chosen.store instanceof DiskObjectStore);
  t.equal((chosen.store as DiskObjectStore).root, path.resolve(dataDir, 'uploads'));
  t.equal(chosen.usingDevSecret, true);
  t.equal(createObjectStore({ UPLOADS_SECRET: SECRET }, { dataDir }).usingDevSecret, false);
  await chosen.store.close();
  t.ok(existsSync(dataDir), 'closing never removes DATA_DIR');

  const temporary = createObjectStore({}, {});
  const root = (temporary.store as DiskObjectStore).root;
  await temporary.store.put('images/7c9e6679-7425-40de-944b-e07fc1f90ae7/card.webp', Buffer.from('x'), 'image/webp');
  t.ok(existsSync(root));
  await temporary.store.close();
  t.notOk(existsSync(root), 'a temporary store is removed on close');
});

t.test('UPLOADS_S3_BUCKET selects the S3 store; bad settings fail fast, naming the variable', async (t) => {
  const chosen = createObjectStore({ UPLOADS_S3_BUCKET: 'lumen', UPLOADS_S3_ENDPOINT: 'http://127.0.0.1:9000', UPLOADS_S3_FORCE_PATH_STYLE: 'true' }, {});
  t.ok(chosen.store instanceof S3ObjectStore);
  t.equal(chosen.store.kind, 's3');
  await chosen.store.close();
  t.throws(() => createObjectStore({ UPLOADS_SECRET: 'short' }, {}), { name: 'UploadsConfigError', message: /UPLOADS_SECRET: must be at least 32 characters/ });
  t.throws(() => createObjectStore({ UPLOADS_S3_BUCKET: 'b', UPLOADS_S3_ENDPOINT: 'ftp://x' }, {}), /UPLOADS_S3_ENDPOINT/);
  t.throws(() => createObjectStore({ UPLOADS_S3_BUCKET: 'b', UPLOADS_S3_ACCESS_KEY_ID: 'only-one' }, {}), UploadsConfigError);
});

t.test('services on PostgreSQL keep objects in the database (shared by every instance); UPLOADS_STORE overrides', async (t) => {
  const postgres = await openTestDatabase('postgres', { state: 'migrated' });
  t.teardown(() => postgres.close());
  const onPostgres = createObjectStore({}, { db: postgres.db });
  t.ok(onPostgres.store instanceof PostgresObjectStore);
  t.equal(onPostgres.usingDevSecret, true, 'the same development-secret warning as the disk store');
  t.ok(createObjectStore({ UPLOADS_STORE: 'disk' }, { db: postgres.db }).store instanceof DiskObjectStore, 'disk on request');
  t.ok(createObjectStore({ UPLOADS_S3_BUCKET: 'lumen' }, { db: postgres.db }).store instanceof S3ObjectStore, 'a bucket wins over the database');
  t.throws(() => createObjectStore({ UPLOADS_STORE: 's3' }, {}), /UPLOADS_STORE=s3 needs UPLOADS_S3_BUCKET/);
  t.throws(() => createObjectStore({ UPLOADS_STORE: 'postgres' }, {}), /UPLOADS_STORE=postgres needs/);
  t.throws(() => createObjectStore({ UPLOADS_STORE: 'nfs' }, {}), /UPLOADS_STORE: must be disk, postgres or s3/);
});

t.test('disk signatures: valid, each field tampered, expired; keys cannot escape the root', async (t) => {
  const root = await mkdtemp(path.join(tmpdir(), 'lumen-uploads-disk-'));
  const store = new DiskObjectStore({ root, secret: SECRET, removeOnClose: true });
  t.teardown(() => store.close());
  t.throws(() => new DiskObjectStore({ root, secret: 'short' }), /at least 32/);
  const owner = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const key = `originals/${owner}/7c9e6679-7425-40de-944b-e07fc1f90ae7`;
  const now = new Date('2025-06-01T12:00:00Z');
  const signed = await store.signPut({ key, contentType: 'image/png', maxBytes: 100, ownerId: owner, expiresAt: new Date(now.getTime() + 300_000) });
  const query = new URL(signed.url, 'http://x').searchParams;
  const fields = { method: 'PUT' as const, key, contentType: 'image/png', maxBytes: 100, ownerId: owner, expires: Number(query.get('expires')) };
  const signature = query.get('signature') ?? '';
  t.equal(store.uploadSigner.verify(fields, signature, now), 'valid');
  t.equal(store.uploadSigner.verify({ ...fields, contentType: 'image/gif' }, signature, now), 'tampered');
  t.equal(store.uploadSigner.verify({ ...fields, maxBytes: 101 }, signature, now), 'tampered');
  t.equal(store.uploadSigner.verify({ ...fields, expires: fields.expires + 1 }, signature, now), 'tampered');
  t.equal(store.uploadSigner.verify({ ...fields, ownerId: '00000000-0000-4000-8000-000000000000' }, signature, now), 'tampered');
  const flipped = `${signature.slice(0, -2)}${signature.slice(-2, -1) === 'A' ? 'B' : 'A'}${signature.slice(-1)}`;
  t.equal(store.uploadSigner.verify(fields, flipped, now), 'tampered', 'one character of the signature changed');
  t.equal(store.uploadSigner.verify(fields, '', now), 'tampered');
  t.equal(store.uploadSigner.verify(fields, signature, new Date(now.getTime() + 301_000)), 'expired');
  const otherSecret = new DiskObjectStore({ root, secret: DEV_UPLOADS_SECRET });
  t.equal(otherSecret.uploadSigner.verify(fields, signature, now), 'tampered', 'another secret, another signature');

  for (const bad of ['../x', 'originals/../../etc/passwd', '/abs', 'a//b', 'UPPER']) {
    await t.rejects(store.get(bad), /unsafe object key/, bad);
    await t.rejects(store.put(bad, Buffer.from('x'), 'image/png'), /unsafe object key/, bad);
  }
  t.equal(await store.get(key), undefined);
  await store.put(key, Buffer.from('bytes'), 'image/png');
  t.same(await store.get(key), Buffer.from('bytes'));
  await store.delete(key);
  await store.delete(key);
  t.equal(await store.get(key), undefined, 'deleting twice is fine');
});
