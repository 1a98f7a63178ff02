// The help center's articles and their search. Static content shipped with the web tier: the help pages
// render without any upstream call, and search runs the same pure function on the server (a shared or
// bookmarked /help?q= address renders its results) and in the browser (as you type).
//
// Text says {product} where the product's name goes (PRODUCT_NAME is configuration).

export interface HelpLink {
  label: string;
  href: string;
}

export interface HelpSection {
  heading?: string;
  paragraphs: readonly string[];
}

export interface HelpArticle {
  slug: string;
  title: string;
  /** One sentence: the search result's and the meta description's text. */
  summary: string;
  topic: HelpTopic;
  sections: readonly HelpSection[];
  /** Words people search with that the text may not use. */
  keywords: readonly string[];
  related: readonly HelpLink[];
}

export const HELP_TOPICS = [
  'Getting started',
  'Store and payments',
  'Events and community',
  'Account and safety',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** Longest search the help center reads; the rest is ignored. */
export const HELP_QUERY_MAX_LENGTH = 100;

const ARTICLES: readonly HelpArticle[] = [
  {
    slug: 'getting-started',
    title: 'Getting started with {product}',
    summary: 'Create an account, make your persona and visit your first world.',
    topic: 'Getting started',
    keywords: ['sign up', 'register', 'new account', 'avatar', 'begin', 'join'],
    sections: [
      {
        paragraphs: [
          '{product} is a place to explore worlds made by other people, meet friends there, and buy and sell the things people make for them.',
          'You can browse worlds, events, the store and snapshots without an account. To visit a world, save events, follow stores or buy something, create a free account.',
        ],
      },
      {
        heading: 'Create your account',
        paragraphs: [
          'Choose Sign up, enter your email and a password of at least 10 characters that is hard to guess. We email you a link: open it within an hour to create the account.',
          'You may also choose your persona (the name and handle people see) while signing up, or later in the desktop client.',
        ],
      },
      {
        heading: 'Visit a world',
        paragraphs: [
          'Open any world and press Visit. Worlds open in the {product} desktop client; the first time, the page offers to download it or, on systems the client does not run on yet, to email you when it does.',
        ],
      },
    ],
    related: [
      { label: 'Browse worlds', href: '/experiences' },
      { label: 'Download the client', href: '/download' },
    ],
  },
  {
    slug: 'desktop-client',
    title: 'Installing the desktop client',
    summary: 'What the client runs on, where to get it, and what to do on other systems.',
    topic: 'Getting started',
    keywords: ['download', 'install', 'windows', 'mac', 'macos', 'linux', 'system requirements', 'launch', 'waitlist'],
    sections: [
      {
        paragraphs: [
          'Worlds are visited in the {product} desktop client. It runs on Windows 7 SP1 64-bit or newer.',
          'The Download page has the installer when this site offers one. Once installed, the Launch button on a world takes you straight in.',
        ],
      },
      {
        heading: 'On macOS, Linux, phones and tablets',
        paragraphs: [
          'The client is not available there yet. Press Visit on any world, or go to the Download page, and leave your email: we write once when the client runs on your system, and never use the address for anything else.',
          'Meanwhile everything on the web works on every system: browsing, events, the store, snapshots and your friends.',
        ],
      },
    ],
    related: [{ label: 'Download page', href: '/download' }],
  },
  {
    slug: 'lumen-dollars',
    title: 'Buying {product} Dollars',
    summary: 'How the store’s currency is bought, shown and spent.',
    topic: 'Store and payments',
    keywords: ['money', 'currency', 'balance', 'funds', 'pay', 'payment', 'bundle', 'coins', 'credit card', 'steam'],
    sections: [
      {
        paragraphs: [
          'Everything in the store is priced in {product} Dollars. Your balance shows in the top bar when you are logged in with a persona.',
          'To add to it, open Funds and choose a bundle. The payment is confirmed by the payment provider; your balance grows once it confirms, never before.',
        ],
      },
      {
        heading: 'If a payment does not arrive',
        paragraphs: [
          'A payment that is still pending shows on its own page with its status. If the provider refused it, nothing was charged and your balance is unchanged. If money left your account but no {product} Dollars arrived, contact support with the payment’s reference.',
        ],
      },
    ],
    related: [
      { label: 'Funds', href: '/funds' },
      { label: 'Terms and Conditions of sale', href: '/legal/terms-and-conditions' },
    ],
  },
  {
    slug: 'buying-in-the-store',
    title: 'Buying items in the store',
    summary: 'The cart, checkout, receipts and getting an item delivered again.',
    topic: 'Store and payments',
    keywords: [
      'cart',
      'checkout',
      'purchase',
      'order',
      'receipt',
      'item',
      'product',
      'redeliver',
      'insufficient funds',
    ],
    sections: [
      {
        paragraphs: [
          'Add items to your cart from any listing, then check out. The price you pay is the one shown at checkout: if a creator changed it meanwhile, checkout stops and shows you the new price first.',
          'If your balance is too low, checkout tells you how much is missing and offers a bundle; nothing is bought until you have enough.',
        ],
      },
      {
        heading: 'After buying',
        paragraphs: [
          'Every purchase has a receipt under Orders. Items are delivered to your persona in the client; if one did not arrive, use Redeliver on the order. You can own each item once: buying it twice is not possible.',
        ],
      },
    ],
    related: [
      { label: 'Store', href: '/store' },
      { label: 'Orders', href: '/orders' },
    ],
  },
  {
    slug: 'refunds',
    title: 'Refunds and problems with a purchase',
    summary: 'When purchases can be refunded and how to ask.',
    topic: 'Store and payments',
    keywords: ['refund', 'money back', 'broken item', 'wrong item', 'charge', 'dispute', 'cancel'],
    sections: [
      {
        paragraphs: [
          'Items are digital and delivered at once, so purchases are final once delivered, as the Terms and Conditions of sale explain. We still refund an item that does not work as its listing describes, an item that never arrived after Redeliver, and any purchase made from your account without your permission.',
          'To ask, contact support with the order’s receipt number from Orders. Refunds are paid back in {product} Dollars to the persona that bought the item.',
        ],
      },
    ],
    related: [
      { label: 'Orders', href: '/orders' },
      { label: 'Terms and Conditions of sale', href: '/legal/terms-and-conditions' },
    ],
  },
  {
    slug: 'events-and-tickets',
    title: 'Events, reminders and tickets',
    summary: 'Find events, save them to your calendar, get reminded and use tickets.',
    topic: 'Events and community',
    keywords: [
      'event',
      'calendar',
      'ics',
      'remind',
      'reminder',
      'notification',
      'ticket',
      'redemption code',
      'live',
      'stream',
    ],
    sections: [
      {
        paragraphs: [
          'Events are times when people meet in a world: concerts, classes, launches. The Events page lists what is live now and coming up, in your own time zone.',
          'Save an event to see it in your calendar, or add it to Google, Apple, Outlook or Yahoo calendars. Remind me sends you a notification shortly before it starts.',
        ],
      },
      {
        heading: 'Tickets',
        paragraphs: [
          'Some events need a ticket. Tickets are bought with {product} Dollars like any item and listed under Tickets. A host may also give you a code: enter it on the event’s page to get your ticket. Codes work once.',
        ],
      },
    ],
    related: [
      { label: 'Events', href: '/events' },
      { label: 'Your tickets', href: '/tickets' },
    ],
  },
  {
    slug: 'snapshots',
    title: 'Sharing snapshots',
    summary: 'Pictures taken in worlds, on profiles and in the snapshots feed.',
    topic: 'Events and community',
    keywords: ['screenshot', 'picture', 'photo', 'image', 'feed', 'share', 'delete'],
    sections: [
      {
        paragraphs: [
          'Snapshots are pictures people take in worlds. The newest appear in the snapshots feed, on the world they were taken in and on the photographer’s profile.',
          'You can delete your own snapshots at any time from their page. Anyone can report a snapshot that breaks the rules.',
        ],
      },
    ],
    related: [{ label: 'Snapshots feed', href: '/snapshots' }],
  },
  {
    slug: 'selling-as-a-creator',
    title: 'Selling as a creator',
    summary: 'Open a store, list products and follow your sales.',
    topic: 'Events and community',
    keywords: ['creator', 'sell', 'store', 'shop', 'listing', 'product', 'sales', 'earn', 'dashboard'],
    sections: [
      {
        paragraphs: [
          'Every persona can create worlds and open a store from the creator dashboard. A store holds your products; each product has a name, a price in {product} Dollars, pictures and a description.',
          'Sales show under Sales with each buyer’s order. People can follow your store to hear about what you add.',
        ],
      },
    ],
    related: [
      { label: 'Creator dashboard', href: '/creator' },
      { label: 'Community', href: '/community' },
    ],
  },
  {
    slug: 'account-safety',
    title: 'Keeping your account safe',
    summary: 'Passwords, signing out and what we do about guessing.',
    topic: 'Account and safety',
    keywords: ['password', 'security', 'hacked', 'log in', 'sign in', 'sign out', 'locked', 'too many attempts'],
    sections: [
      {
        paragraphs: [
          'Use a password you use nowhere else. We refuse passwords that are easy to guess.',
          'After several wrong passwords, signing in from that place waits a little longer each time. This slows down anyone guessing your password without locking you out elsewhere: just wait for the time shown and try again.',
          'Signing out ends the session on every device at once for that browser’s sign-in. If you think someone else used your account, change your password and contact support.',
        ],
      },
    ],
    related: [{ label: 'Privacy Policy', href: '/legal/privacy' }],
  },
  {
    slug: 'reporting',
    title: 'Reporting people, listings and snapshots',
    summary: 'How to report something that breaks the rules, and what happens next.',
    topic: 'Account and safety',
    keywords: ['report', 'abuse', 'harassment', 'block', 'spam', 'scam', 'inappropriate', 'moderation'],
    sections: [
      {
        paragraphs: [
          'Use Report on a profile, a listing or a snapshot, choose the reason and add what helps us understand. The person you report is not told who reported them.',
          'Our moderators review every report. Content that breaks the Terms of Service is removed, and accounts that keep breaking them are suspended.',
        ],
      },
    ],
    related: [{ label: 'Terms of Service', href: '/legal/terms-of-service' }],
  },
  {
    slug: 'newsletter',
    title: 'The newsletter: subscribing and unsubscribing',
    summary: 'What the newsletter sends, why we ask you to confirm, and how to stop it.',
    topic: 'Account and safety',
    keywords: ['email', 'subscribe', 'unsubscribe', 'news', 'mailing list', 'confirm', 'spam'],
    sections: [
      {
        paragraphs: [
          'The newsletter brings new worlds, events and creators to your inbox, at most a few times a month. Subscribing needs no account.',
          'After you subscribe we email a confirmation link; nothing else is sent until you open it, so nobody can sign you up without your say. The link works for a week.',
          'Every newsletter ends with an unsubscribe link that works with one press. Asking to subscribe again with a subscribed address sends you that link too.',
        ],
      },
    ],
    related: [
      { label: 'Subscribe', href: '/subscribe' },
      { label: 'Privacy Policy', href: '/legal/privacy' },
    ],
  },
];

const productText = (text: string, productName: string) => text.replaceAll('{product}', productName);

function withProduct(article: HelpArticle, productName: string): HelpArticle {
  const text = (value: string) => productText(value, productName);
  return {
    ...article,
    title: text(article.title),
    summary: text(article.summary),
    sections: article.sections.map((section) => ({
      ...(section.heading ? { heading: text(section.heading) } : {}),
      paragraphs: section.paragraphs.map(text),
    })),
    related: article.related.map((link) => ({ ...link, label: text(link.label) })),
  };
}

/** Every article, with the product's name in place. */
export function helpArticles(productName: string): HelpArticle[] {
  return ARTICLES.map((article) => withProduct(article, productName));
}

export function findHelpArticle(slug: string, productName: string): HelpArticle | null {
  const article = ARTICLES.find((candidate) => candidate.slug === slug);
  return article ? withProduct(article, productName) : null;
}

/** Lowercase, accents removed, anything but letters and digits a space. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The search's words (at most ten), or [] for a blank search. */
export function helpQueryTerms(query: string): string[] {
  const folded = fold(query.slice(0, HELP_QUERY_MAX_LENGTH));
  return folded === '' ? [] : [...new Set(folded.split(' '))].slice(0, 10);
}

/**
 * The articles that contain every word of the query (as a word start: 'ref' finds 'refund'), best
 * first: a word in the title counts most, then the summary and keywords, then the text. Ties keep the
 * articles' own order. A blank query finds nothing (the page shows every article instead).
 */
export function searchHelpArticles(query: string, productName: string): HelpArticle[] {
  const terms = helpQueryTerms(query);
  if (terms.length === 0) return [];
  const scored: { article: HelpArticle; score: number; index: number }[] = [];
  helpArticles(productName).forEach((article, index) => {
    const title = ` ${fold(article.title)}`;
    const lead = ` ${fold(`${article.summary} ${article.keywords.join(' ')} ${article.topic}`)}`;
    const body = ` ${fold(article.sections.flatMap((section) => [section.heading ?? '', ...section.paragraphs]).join(' '))}`;
    let score = 0;
    for (const term of terms) {
      const needle = ` ${term}`;
      const points = title.includes(needle) ? 5 : lead.includes(needle) ? 3 : body.includes(needle) ? 1 : 0;
      if (points === 0) return;
      score += points;
    }
    scored.push({ article, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.article);
}
