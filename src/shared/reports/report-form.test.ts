import t from 'tap';
import {
  OTHER_REASON,
  PRODUCT_REPORT_REASONS,
  PROFILE_REPORT_REASONS,
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_MESSAGES,
  REPORT_REASONS,
  canReport,
  isReportReason,
  reportReasonText,
  showReportLink,
  validateReport,
} from './report-form.ts';

t.test('reasons and messages', async (t) => {
  t.same(REPORT_REASONS, ['Spam', 'Harassment or hate', 'Inappropriate content', 'Impersonation', 'Other']);
  t.equal(OTHER_REASON, 'Other');
  t.equal(REPORT_DESCRIPTION_MAX_LENGTH, 1000);
  t.equal(REPORT_MESSAGES.reason, 'Choose a reason.');
  t.equal(REPORT_MESSAGES.description, 'Describe the issue.');
  t.equal(REPORT_MESSAGES.descriptionTooLong, 'Describe the issue in at most 1000 characters.');
  for (const r of REPORT_REASONS) t.ok(isReportReason(r));
  t.notOk(isReportReason('spam'), 'case matters');
  t.notOk(isReportReason(''));
  t.notOk(isReportReason(undefined));
  t.notOk(isReportReason('toString'));
});

t.test('a reason must be chosen', async (t) => {
  const err = { ok: false, field: 'reason', message: 'Choose a reason.' };
  t.same(validateReport({}), err);
  t.same(validateReport({ reason: '' }), err);
  t.same(validateReport({ reason: null }), err);
  t.same(validateReport({ reason: 'Bogus' }), err);
  t.same(validateReport({ reason: ' Spam ' }), err, 'reasons come from the list verbatim');
  t.same(validateReport({ reason: 3 }), err);
  t.same(validateReport({ reason: undefined, description: 'x'.repeat(2000) }), err, 'reason is checked first');
});

t.test('reasons other than Other need no description', async (t) => {
  for (const reason of REPORT_REASONS.filter((r) => r !== 'Other')) {
    t.same(validateReport({ reason }), { ok: true, reason, description: '' });
    t.same(validateReport({ reason, description: '   ' }), { ok: true, reason, description: '' });
    t.same(validateReport({ reason, description: ' spam links ' }), { ok: true, reason, description: 'spam links' });
  }
});

t.test('Other needs a description', async (t) => {
  const err = { ok: false, field: 'description', message: 'Describe the issue.' };
  t.same(validateReport({ reason: 'Other' }), err);
  t.same(validateReport({ reason: 'Other', description: '' }), err);
  t.same(validateReport({ reason: 'Other', description: ' \n\t ' }), err);
  t.same(validateReport({ reason: 'Other', description: 42 }), err);
  t.same(validateReport({ reason: 'Other', description: '  It is broken.  ' }), {
    ok: true,
    reason: 'Other',
    description: 'It is broken.',
  });
});

t.test('description at most 1000 characters after trimming, for every reason', async (t) => {
  const tooLong = { ok: false, field: 'description', message: REPORT_MESSAGES.descriptionTooLong };
  const max = 'x'.repeat(1000);
  t.same(validateReport({ reason: 'Other', description: max }), { ok: true, reason: 'Other', description: max });
  t.same(validateReport({ reason: 'Other', description: `  ${max}  ` }), {
    ok: true,
    reason: 'Other',
    description: max,
  });
  t.same(validateReport({ reason: 'Other', description: `${max}y` }), tooLong);
  t.same(validateReport({ reason: 'Spam', description: `${max}y` }), tooLong);
  const emoji = '😀'.repeat(1000);
  t.equal(validateReport({ reason: 'Other', description: emoji }).ok, true, 'code points, not UTF-16 units');
  t.same(validateReport({ reason: 'Other', description: `${emoji}😀` }), tooLong);
});

t.test('reportReasonText', async (t) => {
  t.equal(reportReasonText({ reason: 'Spam', description: '' }), 'Spam');
  t.equal(reportReasonText({ reason: 'Spam', description: ' links ' }), 'Spam: links');
  t.equal(reportReasonText({ reason: 'Other', description: ' It is broken. ' }), 'It is broken.');
});

t.test('canReport needs a personaId', async (t) => {
  t.ok(canReport({ personaId: 'p-1' }));
  t.ok(canReport({ personaId: 0 }), 'a numeric id, even 0, is an id');
  t.ok(canReport({ personaId: 12 }));
  t.notOk(canReport({ personaId: '' }));
  t.notOk(canReport({ personaId: '  ' }));
  t.notOk(canReport({ personaId: null }));
  t.notOk(canReport({ personaId: undefined }));
  t.notOk(canReport({ personaId: Number.NaN }));
  t.notOk(canReport({}));
  t.notOk(canReport(null), 'visitors cannot report');
  t.notOk(canReport(undefined));
});

t.test('the report link hides once sent', async (t) => {
  t.ok(showReportLink({ personaId: 'p' }, false));
  t.notOk(showReportLink({ personaId: 'p' }, true));
  t.notOk(showReportLink(null, false));
});

t.test('profile reasons', async (t) => {
  t.same(PROFILE_REPORT_REASONS, [
    'Inappropriate name or picture',
    'Harassment or bullying',
    'Impersonation',
    'Spam or scam',
    'Other',
  ]);
  t.same(validateReport({ reason: 'Harassment or bullying' }, PROFILE_REPORT_REASONS), {
    ok: true,
    reason: 'Harassment or bullying',
    description: '',
  });
  t.same(validateReport({ reason: 'Spam' }, PROFILE_REPORT_REASONS), {
    ok: false,
    field: 'reason',
    message: 'Choose a reason.',
  });
  t.same(validateReport({ reason: 'Other', description: '  ' }, PROFILE_REPORT_REASONS), {
    ok: false,
    field: 'description',
    message: 'Describe the issue.',
  });
});

t.test('product reasons', async (t) => {
  t.equal(PRODUCT_REPORT_REASONS.at(-1), 'Other', "'Other' stays last");
  t.ok(PRODUCT_REPORT_REASONS.includes('Misleading description or images'));
  t.same(validateReport({ reason: 'Scam or fraud' }, PRODUCT_REPORT_REASONS), {
    ok: true,
    reason: 'Scam or fraud',
    description: '',
  });
  t.same(validateReport({}, PRODUCT_REPORT_REASONS), { ok: false, field: 'reason', message: 'Choose a reason.' });
  t.same(validateReport({ reason: 'Other' }, PRODUCT_REPORT_REASONS), {
    ok: false,
    field: 'description',
    message: 'Describe the issue.',
  });
});
