// Lumen in the visitor's language (docs/decisions/0044-lingui-for-languages.md): a German browser gets
// German, the footer's switcher turns the same page Japanese (with and without JavaScript), and the
// server and the browser print the same words (no hydration errors).
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAxeClean, query, signIn, waitForHydration, watchHydrationErrors } from './helpers.ts';

test.describe('a German visitor', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('browses /experiences in German, then switches to 日本語 in the footer and stays on the page', async ({
    page,
  }) => {
    const hydration = watchHydrationErrors(page);
    await page.goto('/experiences?sort=newest');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Erlebnisse entdecken' })).toBeVisible();
    await expect(page.getByText(/^\d[\d.]* Erlebnisse$/)).toBeVisible();
    const cards = page.getByRole('list', { name: 'Erlebnisse' }).getByRole('listitem');
    await expect(cards.first().getByText(/^\d[\d.]* (Person|Personen)$/)).toBeVisible();
    await expect(cards.first().getByText(/^von /)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Erlebnisse durchsuchen' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: 'Seite 2' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' })).toBeVisible();
    await expect(page).toHaveTitle(/Erlebnisse · Lumen/);
    await expectAxeClean(page, 'footer');

    await page.getByRole('contentinfo').getByRole('button', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/experiences\?sort=newest$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: 'エクスペリエンスを探す' })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByText(/^\d[\d,]*件のエクスペリエンス$/)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: '日本語' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Browsing on keeps the choice (the cookie now outranks the browser's German).
    await page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '2ページ' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('heading', { level: 1, name: 'エクスペリエンスを探す' })).toBeVisible();
    expect(hydration, 'server and browser render the same text').toEqual([]);
  });

  test('German and Japanese pages fit a 320 px phone (long German words break in the footer)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const address of ['/experiences', '/experiences?lang=ja']) {
      await page.goto(address);
      await waitForHydration(page);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `${address} scrolls sideways`).toBe(0);
    }
  });

  test('signs in in German: the sign-in page and its refusal speak German, and the site follows', async ({ page }) => {
    await page.goto('/sign-in?next=%2Fexperiences');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Bei Lumen anmelden' })).toBeVisible();
    await expect(page).toHaveTitle('Anmelden · Lumen');
    await page.getByLabel('E-Mail').fill('kai@lumen.test');
    await page.getByLabel('Passwort').fill('not-his-password');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
    await expect(page.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expectAxeClean(page);
    await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/experiences');
    await expect(page.getByRole('heading', { level: 1, name: 'Erlebnisse entdecken' })).toBeVisible();

    await page.goto('/sign-out');
    await expect(page.getByRole('heading', { level: 1, name: 'Von Lumen abmelden?' })).toBeVisible();
    await expect(page.getByText('Sie sind als kai@lumen.test angemeldet.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  });

  test('the switcher works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'accept-language': 'de' },
    });
    const page = await context.newPage();
    await page.goto('/experiences');
    await expect(page.getByRole('heading', { level: 1, name: 'Erlebnisse entdecken' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/experiences$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore experiences' })).toBeVisible();
    await context.close();
  });
});

test.describe('a Japanese visitor', () => {
  test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'accept-language': 'ja,en;q=0.5' } });

  test('signs up in Japanese: the form, its hints and its refusal are Japanese', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: 'Lumenアカウントを作成' })).toBeVisible();
    await expect(page.getByText('10文字以上で、推測されにくいもの。', { exact: false })).toBeVisible();
    await page.getByLabel('メールアドレス').fill('hana@example.test');
    await page.getByLabel('パスワード').fill('tangerine-orbit-velvet');
    // A name without a handle is refused before anything is sent.
    await page.getByLabel('アバター名').fill('Hana');
    await page.getByRole('button', { name: 'アカウントを作成' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      '今ペルソナを作成するには、アバター名とハンドルの両方を入力してください（または両方とも空欄にしてください）。',
    );
    await expect(page.getByLabel('アバターハンドル')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByRole('navigation', { name: 'アカウント' }).getByRole('link', { name: 'ログイン' }),
    ).toBeVisible();
    await expectAxeClean(page);
  });
});

test.describe('a ticket holder', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('reads My tickets in German and in Japanese, with no English left on the page', async ({ page }) => {
    const hydration = watchHydrationErrors(page);
    await signIn(page, 'kai@lumen.test', { next: '/tickets' });
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Tickets' })).toBeVisible();
    for (const heading of ['Demnächst', 'Code einlösen', 'Vergangen', 'Ticketbestellungen']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page).toHaveTitle(/Meine Tickets · Lumen/);
    await expectAxeClean(page);

    await page.goto('/tickets?lang=ja');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'マイチケット' })).toBeVisible();
    for (const heading of ['今後', 'コードを引き換える', '過去', 'チケットの注文']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const main = await page.getByRole('main').innerText();
    for (const english of ['Upcoming', 'Redeem a code', 'Ticket orders', 'No past tickets', 'hosted by']) {
      expect(main, `no "${english}" on the Japanese page`).not.toContain(english);
    }
    expect(hydration, 'server and browser render the same text').toEqual([]);
  });
});

test('crawlers are told every language of a page', async ({ page }) => {
  await page.goto('/experiences');
  for (const lang of ['en', 'de', 'ja', 'x-default']) {
    await expect(page.locator(`head link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
  }
  await expect(page.locator('head link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    /\/experiences\?lang=de$/,
  );
  await page.goto('/experiences?lang=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/experiences\?lang=de$/);
});

test.describe('a German buyer', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('sees the cart in German, amounts grouped the German way', async ({ page }) => {
    const hydration = watchHydrationErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'kai@lumen.test', { next: '/experiences' });
    // Earlier journeys may have checked kai's cart out: put a listing he may buy in it first.
    const { items } = await query<{ items: Array<{ id: string; creator: { personaHandle: string } }> }>(
      page.request,
      'listings.browse',
      {
        sort: 'newest',
        perPage: 48,
      },
    );
    for (const listing of items.filter((item) => item.creator.personaHandle !== 'kai')) {
      const status = await page.evaluate(
        async (productId) =>
          (
            await fetch('/trpc/cart.add', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ productId }),
            })
          ).status,
        listing.id,
      );
      if (status === 200) break;
    }
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const cart = page.getByRole('banner').getByRole('button', { name: /^Warenkorb, \d+ Artikel$/ });
    await cart.click();
    const panel = page.getByRole('banner').getByRole('region', { name: 'Warenkorb' });
    await expect(panel.getByRole('heading', { name: 'Ihr Warenkorb' })).toBeVisible();
    await expect(panel.getByText('Summe')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Zur Kasse' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Warenkorb leeren' })).toBeVisible();
    await expect(
      panel
        .getByRole('list', { name: 'Artikel in Ihrem Warenkorb' })
        .getByRole('button', { name: /aus dem Warenkorb entfernen$/ })
        .first(),
    ).toBeVisible();
    expect(hydration).toEqual([]);
  });
});

/** English interface words that must not be left on a German or Japanese page (what people wrote stays theirs). */
function expectNoEnglish(text: string, english: readonly string[], where: string) {
  for (const words of english) expect(text, `no "${words}" on ${where}`).not.toContain(words);
}

test.describe('a German shopper', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('reads a listing in German and in Japanese: its headings, rating, buttons and reviews', async ({ page }) => {
    const hydration = watchHydrationErrors(page);
    const { items } = await query<{
      items: Array<{ id: string; slug: string; reviewSummary: { averageRating: number | null } }>;
    }>(page.request, 'listings.browse', { sort: 'rating', perPage: 24 });
    const listing = items.find((item) => item.reviewSummary.averageRating !== null) ?? items[0];
    expect(listing, 'the store has a listing').toBeDefined();
    const address = `/listings/${listing!.id}/${listing!.slug}`;
    const english = [
      'Description',
      'Reviews',
      'Log in to buy',
      'Log in to review',
      'No reviews',
      'out of 5',
      'Rated without',
      'Review pages',
      'Add to cart',
    ];

    await page.goto(address);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 2, name: 'Beschreibung' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Bewertungen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Kaufen anmelden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Bewerten anmelden' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('img', { name: /^(Mit [\d,]+ von 5 bewertet|Noch nicht bewertet)$/ })
        .first(),
    ).toBeVisible();
    expectNoEnglish(await page.getByRole('main').innerText(), english, 'the German listing');
    await expectAxeClean(page, 'main');

    await page.goto(`${address}?lang=ja`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 2, name: '説明' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'レビュー' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ログインして購入' })).toBeVisible();
    expectNoEnglish(await page.getByRole('main').innerText(), english, 'the Japanese listing');
    expect(hydration, 'server and browser render the same text').toEqual([]);
  });

  test('reads the inventory, the orders and the funds page in German and in Japanese', async ({ page }) => {
    const hydration = watchHydrationErrors(page);
    await signIn(page, 'kai@lumen.test', { next: '/inventory' });
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const pages = [
      {
        path: '/inventory',
        de: 'Ihr Inventar',
        ja: 'インベントリ',
        english: [
          'Your inventory',
          'To wear',
          'For your worlds',
          'See it on your profile',
          'You are not wearing',
          ' items',
        ],
      },
      {
        path: '/orders',
        de: 'Ihre Bestellungen',
        ja: '注文履歴',
        english: ['Your orders', 'Completed', 'Purchase', 'Send to my client again', 'No orders yet', 'Order '],
      },
      {
        path: '/funds',
        de: 'Lumen Dollar kaufen',
        ja: 'Lumenドルを入手',
        english: ['Get Lumen Dollars', 'Pick a bundle', 'Buy for', 'Pay with', 'Covers the'],
      },
    ];
    for (const { path, de, ja, english } of pages) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: de })).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      expectNoEnglish(await page.getByRole('main').innerText(), english, `the German ${path}`);
      await expectAxeClean(page, 'main');

      await page.goto(`${path}?lang=ja`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: ja })).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      expectNoEnglish(await page.getByRole('main').innerText(), english, `the Japanese ${path}`);
    }
    await page.goto('/funds?lang=de');
    await expect(
      page.getByRole('list', { name: 'Lumen-Dollar-Pakete' }).getByRole('button').first(),
    ).toHaveAccessibleName(/^.+ für .+ kaufen$/);
    expect(hydration, 'server and browser render the same text').toEqual([]);
  });
});

test.describe('a German wisher', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('reads the snapshots, a snapshot and the wishlist in German and in Japanese', async ({ page }) => {
    const hydration = watchHydrationErrors(page);
    const main = page.getByRole('main');
    const snapshotsEnglish = [
      'Snapshots',
      'Moments from',
      'newest first',
      'Snapshot by',
      'More from',
      ' ago',
      'just now',
    ];
    const age = {
      de: /^(gerade eben|vor \d+ (Minuten?|Stunden?|Tag|Tagen|Monat|Monaten|Jahr|Jahren))$/,
      ja: /^(たった今|\d+(分|時間|日|か月|年)前)$/,
    };

    await page.goto('/snapshots');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Schnappschüsse' })).toBeVisible();
    await expect(main.getByText('Momente aus den Welten von Lumen, die neuesten zuerst.')).toBeVisible();
    await expect(main.getByText(/^\d[\d.]* Schnappschüsse$/)).toBeVisible();
    const cards = page.getByRole('list', { name: 'Schnappschüsse' }).getByRole('listitem');
    await expect(cards.first().locator('time')).toHaveText(age.de);
    await expect(page).toHaveTitle(/^Schnappschüsse · Lumen/);
    expectNoEnglish(await main.innerText(), snapshotsEnglish, 'the German /snapshots');
    const address = await cards.first().getByRole('heading').getByRole('link').getAttribute('href');
    expect(address).toMatch(/^\/snapshots\/[0-9a-f-]{36}$/);

    await page.goto(address!);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('img', { name: /\(?Schnappschuss von / })).toBeVisible();
    await expect(main.getByText(/^von \S/).first()).toBeVisible();
    await expect(main.locator('time').first()).toHaveText(age.de);
    await expect(page.getByRole('heading', { level: 2, name: /^Mehr von / })).toBeVisible();
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    expectNoEnglish(await main.innerText(), snapshotsEnglish, 'the German snapshot');

    await page.goto(`${address!}?lang=ja`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(main.getByRole('img', { name: /のスナップショット/ })).toBeVisible();
    await expect(main.getByText(/^撮影：/).first()).toBeVisible();
    await expect(main.locator('time').first()).toHaveText(age.ja);
    await expect(page.getByRole('heading', { level: 2, name: /のほかのスナップショット$/ })).toBeVisible();
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    expectNoEnglish(await main.innerText(), snapshotsEnglish, 'the Japanese snapshot');

    await page.goto('/snapshots?lang=ja');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'スナップショット' })).toBeVisible();
    await expect(main.getByText(/^\d[\d,]*枚のスナップショット$/)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'スナップショット' }).getByRole('listitem').first().locator('time'),
    ).toHaveText(age.ja);
    expectNoEnglish(await main.innerText(), snapshotsEnglish, 'the Japanese /snapshots');

    // Signed out, the wishlist asks to log in; signed in, kai's list (or its empty state) is read, not changed.
    const wishlistEnglish = [
      'Your wishlist',
      'Log in to see',
      'Nothing on your wishlist',
      'Press the heart',
      'Browse the store',
      ' listing',
      'at most',
      'wished',
      'Remove',
    ];
    await page.goto('/wishlist');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Wunschliste' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Melden Sie sich an, um Ihre Wunschliste zu sehen' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    expectNoEnglish(await main.innerText(), wishlistEnglish, 'the German wishlist for a visitor');
    await page.goto('/wishlist?lang=ja');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'ウィッシュリスト' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ログインしてウィッシュリストを見る' })).toBeVisible();
    expectNoEnglish(await main.innerText(), wishlistEnglish, 'the Japanese wishlist for a visitor');

    await signIn(page, 'kai@lumen.test', { next: '/wishlist?lang=de' });
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Wunschliste' })).toBeVisible();
    await expect(page).toHaveTitle(/^Ihre Wunschliste · Lumen/);
    await expect(
      page
        .getByRole('list', { name: 'Ihre Wunschliste' })
        .or(page.getByRole('heading', { name: 'Ihre Wunschliste ist noch leer' })),
    ).toBeVisible();
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    expectNoEnglish(await main.innerText(), wishlistEnglish, 'the German wishlist');
    await page.goto('/wishlist?lang=ja');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'ウィッシュリスト' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'ウィッシュリスト' })
        .or(page.getByRole('heading', { name: 'ウィッシュリストはまだ空です' })),
    ).toBeVisible();
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    expectNoEnglish(await main.innerText(), wishlistEnglish, 'the Japanese wishlist');
    expect(hydration, 'server and browser render the same text').toEqual([]);
  });
});

test.describe('a German events visitor', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('browses /events and My calendar in German and in Japanese', async ({ page }) => {
    const hydration = watchHydrationErrors(page);
    const eventsEnglish = [
      'Search events',
      'On a date',
      'All upcoming',
      'Upcoming events',
      'Live now',
      'Events tomorrow',
      'No events match',
    ];

    await page.goto('/events');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('searchbox', { name: 'Events durchsuchen' })).toHaveAttribute(
      'placeholder',
      'Titel, Veranstalter oder Welt',
    );
    await expect(page.getByRole('main').getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();
    const days = page.getByRole('list', { name: 'Nach Tag filtern' });
    await expect(days.getByRole('link', { name: 'Alle kommenden' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 2, name: /^Kommende Events/ })).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    expectNoEnglish(await page.getByRole('main').innerText(), eventsEnglish, 'the German /events');
    await days.getByRole('link', { name: 'Morgen' }).click();
    await expect(page).toHaveURL(/\/events\?day=tomorrow$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Events morgen/ })).toBeVisible();
    await page.goto('/events?q=zzzzqqqq');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: /^Events zu „zzzzqqqq“/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Keine passenden Events' })).toBeVisible();
    await expect(page).toHaveTitle(/^Suche: zzzzqqqq/);
    expectNoEnglish(await page.getByRole('main').innerText(), eventsEnglish, 'the German search');

    await page.goto('/events?lang=ja');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: 'イベント' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'イベントを検索' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: '日にちで絞り込む' }).getByRole('link', { name: '今週末' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^今後のイベント/ })).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    expectNoEnglish(await page.getByRole('main').innerText(), eventsEnglish, 'the Japanese /events');
    await page.goto('/events?day=tomorrow&lang=ja');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: /^明日のイベント/ })).toBeVisible();

    // Signed out, My calendar asks to sign in; signed in, it lists the saved events and the feed.
    await page.goto('/events/calendar');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Melden Sie sich an, um Ihren Kalender zu sehen' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Anmelden' })).toBeVisible();

    const calendarEnglish = [
      'My calendar',
      'All events',
      'Past events',
      'Saved and coming up',
      'Nothing saved yet',
      'Calendar feed',
      'Subscribe to your saved events',
      'feed address',
    ];
    await signIn(page, 'nova@lumen.test', { next: '/events/calendar' });
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Kalender' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Meine Events' }).getByRole('link', { name: 'Vergangene Events' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gespeichert und bevorstehend' })).toBeVisible();
    const feed = page.getByRole('region', { name: 'Kalender-Feed' });
    const getFeed = feed.getByRole('button', { name: 'Meine Feed-Adresse abrufen' });
    if (await getFeed.isVisible()) {
      await getFeed.click();
      await expect(feed.getByText(/^Ihre Feed-Adresse \(nur jetzt sichtbar/)).toBeVisible();
      await page.reload();
      await waitForHydration(page);
    }
    // The day the address was made, in German form, the same on the server and in the browser.
    await expect(feed.getByText(/^Sie haben am \d{2}\.\d{2}\.\d{4} eine Feed-Adresse erstellt\./)).toBeVisible();
    await expect(feed.getByRole('button', { name: 'Neue Feed-Adresse erstellen' })).toBeVisible();
    expectNoEnglish(await page.getByRole('main').innerText(), calendarEnglish, 'the German calendar');

    await page.goto('/events/calendar?lang=ja');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: 'マイカレンダー' })).toBeVisible();
    await expect(page.getByRole('region', { name: '保存済みの今後のイベント' })).toBeVisible();
    const japaneseFeed = page.getByRole('region', { name: 'カレンダーフィード' });
    await expect(japaneseFeed.getByText(/^\d{4}\/\d{2}\/\d{2}にフィードのアドレスを作成しました。/)).toBeVisible();
    await expect(japaneseFeed.getByRole('button', { name: '新しいフィードのアドレスを作成' })).toBeVisible();
    expectNoEnglish(await page.getByRole('main').innerText(), calendarEnglish, 'the Japanese calendar');
    expect(hydration, 'server and browser render the same text').toEqual([]);
  });
});

test.describe('a German event-goer', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('reads an event page in German and in Japanese: its time, host line, buttons and sections', async ({
    page,
    request,
  }) => {
    const upcoming = await query<{ items: Array<{ path: string; streaming: boolean; hostName: string }> }>(
      request,
      'events.browse',
      { tz: 'Europe/Berlin', perPage: 48 },
    );
    const event = upcoming.items.find((item) => !item.streaming);
    if (!event) throw new Error('the demo data has an upcoming event without a stream');
    const english = [
      'Hosted by',
      'About this event',
      'Add to calendar',
      'Sign in to save',
      'Sign in to get a reminder',
      'Who is going',
      ' PM',
      ' AM',
    ];
    const hydration = watchHydrationErrors(page);

    await page.goto(event.path);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(main.getByTestId('event-time')).toHaveText(/^\S+, \d{1,2}\. \S+ · \d{2}:\d{2} – .*\d{2}:\d{2} \S+$/);
    await expect(main.getByText(new RegExp(`^Veranstaltet von ${event.hostName} in `))).toBeVisible();
    await expect(main.getByRole('link', { name: 'Zum Speichern anmelden' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Für eine Erinnerung anmelden' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Besuchen' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Über diese Veranstaltung' })).toBeVisible();
    const calendar = main.getByRole('button', { name: 'Zum Kalender hinzufügen' });
    await calendar.click();
    const menu = page.getByRole('menu', { name: 'Zum Kalender hinzufügen' });
    await expect(menu.getByRole('menuitem', { name: 'Apple Kalender (lädt event.ics herunter)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    expectNoEnglish(await main.innerText(), english, 'the German event page');

    await page.goto(`${event.path}?lang=ja`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(main.getByTestId('event-time')).toHaveText(/^\d{1,2}月\d{1,2}日\(.\) · \d{2}:\d{2} – /);
    await expect(main.getByText(new RegExp(`^主催：${event.hostName}（`))).toBeVisible();
    await expect(main.getByRole('link', { name: 'ログインして保存' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'このイベントについて' })).toBeVisible();
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    expectNoEnglish(await main.innerText(), english, 'the Japanese event page');
    await expectAxeClean(page, 'main');
    expect(hydration, 'server and browser render the same text').toEqual([]);
  });

  test("when the connection drops, the event page says so in German, not in the browser's English", async ({
    page,
  }) => {
    await page.goto('/events');
    await waitForHydration(page);
    const link = page.getByRole('main').locator('a[href^="/events/"]');
    const href = await link.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? '').find((path) => path.split('/').length === 5),
    );
    if (!href) throw new Error('the demo data lists an event on /events');
    await page.route('**/trpc/**events.detail**', (route) => route.abort('connectionrefused'));
    await page.locator(`main a[href="${href}"]`).first().click();
    const main = page.getByRole('main');
    await expect(main.getByText('Diese Veranstaltung konnte nicht geladen werden')).toBeVisible();
    await expect(main.getByText(/^Es kam keine Antwort: Prüfen Sie Ihre Verbindung/)).toBeVisible();
    await expect(main.getByText('Failed to fetch')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });
});

test.describe('a German visitor to a world', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });

  test('reads /download, /streaming and the Visit dialog in German and in Japanese', async ({ page }) => {
    const english = [
      'Download',
      'System requirements',
      'Operating system',
      'What the client does',
      'The installer is not offered',
      "Tell me when it's available",
      'Leave your email',
      'Browse worlds',
      'See events',
      'or newer',
      'Enter a valid email',
      'Live streams',
      'LIVE NOW',
      'Live now',
      'Coming up',
      'Development credentials',
      'Starts in',
      'Sign in to watch live',
      'All live streams',
      ' PM',
      ' AM',
    ];
    const hydration = watchHydrationErrors(page);
    const main = page.getByRole('main');

    // /download, without an installer on this deployment: the waitlist, and its check of the address.
    await page.goto('/download');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Lumen herunterladen · Lumen');
    await expect(main.getByRole('heading', { level: 1, name: 'Lumen herunterladen' })).toBeVisible();
    await expect(
      main.getByRole('heading', { name: 'Das Installationsprogramm wird auf dieser Website noch nicht angeboten' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Systemanforderungen' })).toBeVisible();
    await expect(main.getByText('Windows 7 SP1 (64 Bit) oder neuer', { exact: true })).toBeVisible();
    const waitlist = main.getByRole('form', { name: 'Bei Verfügbarkeit benachrichtigen' });
    await waitlist.getByLabel('E-Mail-Adresse').fill('kein-name');
    await waitlist.getByRole('button', { name: 'Bei Verfügbarkeit benachrichtigen' }).click();
    await expect(waitlist.getByRole('alert')).toHaveText(
      'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    );
    expectNoEnglish(await main.innerText(), english, 'the German download page');

    await page.goto('/download?lang=ja');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(main.getByRole('heading', { level: 1, name: 'Lumenをダウンロード' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: '動作環境' })).toBeVisible();
    await expect(main.getByRole('form', { name: '利用可能になったら知らせる' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'ワールドを探す' }).first()).toBeVisible();
    expectNoEnglish(await main.innerText(), english, 'the Japanese download page');

    // /streaming: nova's live stream first, its badge and the development note in the page's language.
    await page.goto('/streaming');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Livestreams · Lumen');
    await expect(main.getByRole('heading', { level: 1, name: 'Livestreams' })).toBeVisible();
    const liveNow = main.getByRole('region', { name: 'Jetzt live' });
    await expect(liveNow.getByText('● JETZT LIVE').first()).toBeVisible();
    await expect(main.getByText(/^Entwicklungszugangsdaten: /)).toBeVisible();
    expectNoEnglish(await main.innerText(), english, 'the German streaming page');
    // Its event page: the stream area says the same things in German.
    await liveNow.getByRole('listitem').first().getByRole('link').first().click();
    const stream = main.getByRole('region', { name: 'Livestream' });
    await expect(stream.getByRole('link', { name: 'Anmelden und live zusehen' })).toBeVisible();
    await expect(stream.getByRole('link', { name: 'Alle Livestreams' })).toBeVisible();
    expectNoEnglish(await stream.innerText(), english, 'the German stream area');

    await page.goto('/streaming?lang=ja');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(main.getByRole('heading', { level: 1, name: 'ライブ配信' })).toBeVisible();
    await expect(main.getByRole('region', { name: '開催中' }).getByText('● 配信中').first()).toBeVisible();
    expectNoEnglish(await main.innerText(), english, 'the Japanese streaming page');

    // The Visit dialog of a signed-out visitor on Windows (Playwright's desktop Chrome): create an account,
    // log in, or launch.
    const visitEnglish = [
      'Visit ',
      'Log in',
      'Create an account',
      'I already have the client',
      'Get notified',
      'Worlds open',
    ];
    await page.goto('/experiences/nova/neon-drift');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const name = ((await main.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await main.getByRole('button', { name: 'Besuchen' }).click();
    const dialog = page.getByRole('dialog', { name: `${name} besuchen` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Konto erstellen' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Ich habe den Client schon – starten' })).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: 'Benachrichtigt werden, wenn der Client verfügbar ist' }),
    ).toBeVisible();
    expectNoEnglish(await dialog.innerText(), visitEnglish, 'the German Visit dialog');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/experiences/nova/neon-drift?lang=ja');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await main.getByRole('button', { name: '訪問する' }).click();
    const japaneseDialog = page.getByRole('dialog', { name: `${name}を訪問` });
    await expect(japaneseDialog).toBeVisible();
    await expect(japaneseDialog.getByRole('link', { name: 'ログイン' })).toBeVisible();
    await expect(japaneseDialog.getByRole('link', { name: 'アカウントを作成' })).toBeVisible();
    await expect(japaneseDialog.getByRole('link', { name: 'クライアントはインストール済み — 起動する' })).toBeVisible();
    await expect(japaneseDialog.getByRole('button', { name: '閉じる' })).toBeVisible();
    expectNoEnglish(await japaneseDialog.innerText(), visitEnglish, 'the Japanese Visit dialog');
    expect(hydration, 'server and browser render the same text').toEqual([]);
  });
});
