import t from 'tap';
import {
  productReportBody,
  productReportInputSchema,
  profileReportBody,
  profileReportInputSchema,
  reportFormSchema,
  reportReasonSchema,
  reportTargetIdSchema,
  screenshotReportBody,
  screenshotReportInputSchema,
} from './schema.ts';

function issues(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (r.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));
}

t.test('target ids', async (t) => {
  t.equal(reportTargetIdSchema.parse('abc-123_X'), 'abc-123_X');
  t.equal(reportTargetIdSchema.parse(' 42 '), '42');
  t.equal(reportTargetIdSchema.parse(42), '42');
  t.equal(reportTargetIdSchema.parse('0b0c2c8e-6a4f-4a2e-9d1a-0f7a3c2b1e9d'), '0b0c2c8e-6a4f-4a2e-9d1a-0f7a3c2b1e9d');
  for (const bad of ['', '  ', '../1', 'a/b', 'a b', '1?x', 'x'.repeat(101), -1, 1.5, null, {}]) {
    t.notOk(reportTargetIdSchema.safeParse(bad).success, JSON.stringify(bad));
  }
});

t.test('form schema uses the same rules', async (t) => {
  t.same(reportFormSchema.parse({ reason: 'Spam' }), { reason: 'Spam', description: '' });
  t.same(reportFormSchema.parse({ reason: 'Other', description: ' broken ' }), {
    reason: 'Other',
    description: 'broken',
  });
  t.same(issues(reportFormSchema.safeParse({ reason: 'Nope' })), [{ path: 'reason', message: 'Choose a reason.' }]);
  t.same(issues(reportFormSchema.safeParse({})), [{ path: 'reason', message: 'Choose a reason.' }]);
  t.same(issues(reportFormSchema.safeParse({ reason: 'Other', description: '  ' })), [
    { path: 'description', message: 'Describe the issue.' },
  ]);
  t.same(issues(reportFormSchema.safeParse({ reason: 'Spam', description: 'x'.repeat(1001) })), [
    { path: 'description', message: 'Describe the issue in at most 1000 characters.' },
  ]);
  t.notOk(reportFormSchema.safeParse({ reason: 'Spam', extra: true }).success, 'strict');
  t.equal(reportReasonSchema.parse('Impersonation'), 'Impersonation');
  t.same(issues(reportReasonSchema.safeParse('x')), [{ path: '', message: 'Choose a reason.' }]);
});

t.test('product report', async (t) => {
  const input = productReportInputSchema.parse({ productId: 7, reason: 'Scam or fraud', description: ' links ' });
  t.same(input, { productId: '7', reason: 'Scam or fraud', description: 'links' });
  t.same(productReportBody(input), {
    data: { type: 'productReport', attributes: { id: '7', reason: 'Scam or fraud', description: 'links' } },
  });
  t.same(
    productReportBody(productReportInputSchema.parse({ productId: 'p1', reason: 'Inappropriate content' })),
    {
      data: { type: 'productReport', attributes: { id: 'p1', reason: 'Inappropriate content' } },
    },
    'no description member when none was given',
  );
  t.notOk(productReportInputSchema.safeParse({ reason: 'Scam or fraud' }).success, 'productId required');
  t.same(issues(productReportInputSchema.safeParse({ productId: 'p1', reason: 'Other' })), [
    { path: 'description', message: 'Describe the issue.' },
  ]);
  t.same(
    issues(productReportInputSchema.safeParse({ productId: 'p1', reason: 'Spam' })),
    [{ path: 'reason', message: 'Choose a reason.' }],
    'listing reports offer their own reasons',
  );
});

t.test('profile report', async (t) => {
  const input = profileReportInputSchema.parse({ avatarId: 'av-1', reason: 'Other', description: 'Fake account' });
  t.same(input, { avatarId: 'av-1', reason: 'Other', description: 'Fake account' });
  t.same(profileReportBody(input), {
    type: 'profileReport',
    avatarId: 'av-1',
    reason: 'Other',
    description: 'Fake account',
  });
  const long = 'x'.repeat(1000);
  t.equal(
    profileReportBody(profileReportInputSchema.parse({ avatarId: 'av-1', reason: 'Other', description: long })).reason,
    'Other',
    'a long description never lands in reason (the service allows 200 characters there)',
  );
  t.same(profileReportBody(profileReportInputSchema.parse({ avatarId: 'av-1', reason: 'Spam or scam' })), {
    type: 'profileReport',
    avatarId: 'av-1',
    reason: 'Spam or scam',
  });
  t.notOk(profileReportInputSchema.safeParse({ id: 'av-1', reason: 'Spam or scam' }).success, 'avatarId, not id');
  t.same(
    issues(profileReportInputSchema.safeParse({ avatarId: 'av-1', reason: 'Spam' })),
    [{ path: 'reason', message: 'Choose a reason.' }],
    'profile reports offer their own reasons',
  );
});

t.test('screenshot report', async (t) => {
  const input = screenshotReportInputSchema.parse({ screenshotId: 's9', reason: 'Inappropriate content' });
  t.same(screenshotReportBody(input), {
    data: { type: 'screenshotReport', attributes: { screenshotId: 's9', reason: 'Inappropriate content' } },
  });
  t.same(issues(screenshotReportInputSchema.safeParse({ screenshotId: 's9' })), [
    { path: 'reason', message: 'Choose a reason.' },
  ]);
  t.notOk(screenshotReportInputSchema.safeParse({ screenshotId: '../x', reason: 'Spam' }).success);
  const other = screenshotReportInputSchema.parse({
    screenshotId: 's9',
    reason: 'Other',
    description: '  Shows my address. ',
  });
  t.same(
    screenshotReportBody(other),
    {
      data: {
        type: 'screenshotReport',
        attributes: { screenshotId: 's9', reason: 'Other', description: 'Shows my address.' },
      },
    },
    'the description travels beside the reason',
  );
  t.same(issues(screenshotReportInputSchema.safeParse({ screenshotId: 's9', reason: 'Other', description: ' ' })), [
    { path: 'description', message: 'Describe the issue.' },
  ]);
});
