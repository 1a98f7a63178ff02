// Every migration, in the order it is applied. Append only: an applied migration is never edited;
// a change is a new module `NNNN-what-it-does.ts` exporting `id` and `sql`, listed here.
import type { Migration } from '../migrate.ts';
import * as m0001 from './0001-personas-and-experiences.ts';
import * as m0002 from './0002-friends-and-reports.ts';
import * as m0003 from './0003-accounts-and-oidc.ts';
import * as m0004 from './0004-client-waitlist.ts';
import * as m0005 from './0005-catalogue.ts';
import * as m0006 from './0006-ledger.ts';
import * as m0007 from './0007-subscriptions-and-deliveries.ts';
import * as m0008 from './0008-events.ts';
import * as m0010 from './0010-tickets.ts';
import * as m0011 from './0011-event-notifications.ts';
import * as m0012 from './0012-favourites.ts';
import * as m0013 from './0013-snapshots.ts';
import * as m0014 from './0014-uploads.ts';
import * as m0015 from './0015-creator-tools.ts';
import * as m0016 from './0016-upload-objects.ts';
import * as m0017 from './0017-account-safety.ts';
import * as m0018 from './0018-items-inventory-studios-codex.ts';
import * as m0019 from './0019-analytics-daily.ts';
import * as m0020 from './0020-scale-ledger-credit-shards.ts';
import * as m0021 from './0021-scale-catalogue-indexes.ts';
import * as m0022 from './0022-pages-newsletter.ts';
import * as m0023 from './0023-attachments.ts';
import * as m0024 from './0024-ticket-escrow.ts';
import * as m0025 from './0025-redemption-code-revocations.ts';
import * as m0026 from './0026-scale-hot-counters.ts';
import * as m0027 from './0027-experience-likes.ts';
import * as m0028 from './0028-wishlist.ts';
import * as m0029 from './0029-review-votes.ts';
import * as m0030 from './0030-persona-blocks.ts';
import * as m0031 from './0031-gifts.ts';
import * as m0032 from './0032-event-categories.ts';
import * as m0033 from './0033-defect-reports.ts';
import * as m0034 from './0034-saved-event-searches.ts';
import * as m0035 from './0035-event-ratings.ts';

export const allMigrations: readonly Migration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
  m0016,
  m0017,
  m0018,
  m0019,
  m0020,
  m0021,
  m0022,
  m0023,
  m0024,
  m0025,
  m0026,
  m0027,
  m0028,
  m0029,
  m0030,
  m0031,
  m0032,
  m0033,
  m0034,
  m0035,
];
