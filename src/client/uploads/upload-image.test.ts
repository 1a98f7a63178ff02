// The browser helper without a browser: a stand-in XMLHttpRequest plays the store, so the steps, the
// progress, the abort and the words for each refusal can be checked.
import t from 'tap';
import { UploadError, checkImageFile, errorForStatus, uploadImage, type UploadSteps } from './upload-image.ts';
import type { SignUploadInput, SignedUpload, UploadedImage } from '../../shared/uploads/schema.ts';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers every PUT with `status` after reporting progress at half and at the end. */
function fakeXhr(status: number, responseText = '', options: { hang?: boolean } = {}) {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: Sent = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      queueMicrotask(() => this.onabort?.());
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      if (options.hang) return;
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        this.status = status;
        this.responseText = responseText;
        this.onload?.();
      });
    }
  }
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
  return sent;
}

const signed: SignedUpload = {
  uploadId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  url: '/uploads/originals/a/b?signature=x',
  method: 'PUT',
  headers: { 'content-type': 'image/png' },
  contentType: 'image/png',
  maxBytes: 4,
  expiresAt: '2025-06-01T12:05:00.000Z',
};
const image: UploadedImage = {
  imageId: signed.uploadId,
  purpose: 'product-image',
  sizes: [],
  createdAt: '2025-06-01T12:00:00.000Z',
};

function steps() {
  const calls: { signed: SignUploadInput[]; confirmed: string[] } = { signed: [], confirmed: [] };
  const value: UploadSteps = {
    sign: async (input) => {
      calls.signed.push(input);
      return signed;
    },
    confirm: async (input) => {
      calls.confirmed.push(input.uploadId);
      return image;
    },
  };
  return { calls, value };
}

const file = (type: string, bytes = 4, name = 'hat.png') => new File([new Uint8Array(bytes)], name, { type });

t.test(
  'signs with the file’s name, type and size, PUTs it with the signed headers, reports progress, confirms',
  async (t) => {
    const sent = fakeXhr(201);
    const { calls, value } = steps();
    const progress: number[] = [];
    const result = await uploadImage(file('image/png'), 'product-image', value, {
      onProgress: (fraction) => progress.push(fraction),
    });
    t.same(result, image);
    t.same(calls.signed, [{ purpose: 'product-image', fileName: 'hat.png', contentType: 'image/png', size: 4 }]);
    t.equal(sent.length, 1);
    t.match(sent[0], { method: 'PUT', url: signed.url, headers: { 'content-type': 'image/png' } });
    t.same(progress, [0.5, 1, 1]);
    t.same(calls.confirmed, [signed.uploadId]);
  },
);

t.test('the file’s own problems stop it before anything is signed', async (t) => {
  const sent = fakeXhr(201);
  const { calls, value } = steps();
  await t.rejects(uploadImage(file('image/svg+xml'), 'product-image', value), {
    kind: 'type',
    message: 'Choose a PNG, JPEG, WebP or GIF picture.',
  });
  await t.rejects(uploadImage(file('image/png', 0), 'product-image', value), {
    kind: 'size',
    message: 'That file is empty. Choose another.',
  });
  t.equal(
    checkImageFile({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })?.message,
    'Choose a picture of at most 10 MB.',
  );
  t.equal(checkImageFile({ type: 'image/webp', size: 10 }), undefined);
  t.same(calls.signed, []);
  t.same(sent, []);
});

t.test('abort cancels the PUT and nothing is confirmed', async (t) => {
  fakeXhr(201, '', { hang: true });
  const { calls, value } = steps();
  const controller = new AbortController();
  const pending = uploadImage(file('image/png'), 'product-image', value, { signal: controller.signal });
  await new Promise((resolve) => setImmediate(resolve));
  controller.abort();
  await t.rejects(pending, { kind: 'aborted', message: 'Upload cancelled.' });
  t.same(calls.confirmed, []);
});

t.test('refusals of the store become words', async (t) => {
  fakeXhr(403, JSON.stringify({ errors: [{ code: 'signature-expired', detail: 'The upload address has expired.' }] }));
  const { value } = steps();
  await t.rejects(uploadImage(file('image/png'), 'product-image', value), {
    kind: 'expired',
    message: 'The upload took too long and its address expired. Try again.',
  });
  t.match(
    errorForStatus(
      415,
      JSON.stringify({ errors: [{ code: 'unsupported-media-type', detail: 'The file is not a PNG picture.' }] }),
    ),
    { kind: 'type', message: 'The file is not a PNG picture.' },
  );
  t.match(
    errorForStatus(
      413,
      JSON.stringify({ error: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 4 bytes; choose a smaller one.' }),
    ),
    { kind: 'size', message: /choose a smaller one/ },
  );
  t.match(errorForStatus(401, ''), { kind: 'signed-out', message: 'Log in to upload pictures.' });
  t.match(
    errorForStatus(403, '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>'),
    { kind: 'expired' },
    'S3 XML',
  );
  t.match(errorForStatus(500, 'oops'), {
    kind: 'rejected',
    message: 'The upload did not go through. Check your connection and try again.',
  });
  t.ok(errorForStatus(500, '') instanceof UploadError);
});

t.test('a refused signing keeps the server’s words; signed out is named', async (t) => {
  fakeXhr(201);
  const failing: UploadSteps = {
    sign: async () => {
      throw Object.assign(new Error('Log in to continue.'), { data: { code: 'UNAUTHORIZED' } });
    },
    confirm: async () => image,
  };
  await t.rejects(uploadImage(file('image/png'), 'product-image', failing), {
    kind: 'signed-out',
    message: 'Log in to upload pictures.',
  });
  const invalid: UploadSteps = {
    sign: async () => signed,
    confirm: async () => {
      throw Object.assign(new Error('The picture is too small (20 × 20 pixels).'), {
        data: { code: 'UNPROCESSABLE_CONTENT' },
      });
    },
  };
  await t.rejects(uploadImage(file('image/png'), 'product-image', invalid), {
    kind: 'rejected',
    message: 'The picture is too small (20 × 20 pixels).',
  });
});
