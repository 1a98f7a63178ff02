// A real S3-compatible server for tests: s3rver on a loopback port, its objects in a temporary directory
// removed on close. It speaks the S3 REST API the AWS SDK calls (PutObject, GetObject, DeleteObject) and
// accepts presigned PUTs. It checks a presigned address's expiry but not its SigV4 signature, so tests of
// signature binding stay with the presigner's own output (s3-store.test.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: the only credentials it knows. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface RunningS3Server {
  /** http://127.0.0.1:port (path-style addresses). */
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'lumen-uploads'): Promise<RunningS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'lumen-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  try {
    const address = await server.run();
    return {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      async close() {
        await server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}
