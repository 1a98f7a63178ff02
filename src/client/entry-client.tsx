// Browser entry: connect the streamed cache, then hydrate the whole document.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './styles/tokens.ts';
import { hydrateRoot } from 'react-dom/client';
import { httpBatchLink } from '@trpc/client';
import { trpc } from './trpc.ts';
import { createQueryClient } from './query/query-client.ts';
import { connectStreamedCache } from './query/streamed-cache.ts';
import { setNoAnswerMessage } from './query/error-info.ts';
import { setupI18n } from '@lingui/core';
import { browserSessionChecker, sessionCheckLink } from './session/session-check-link.ts';
import { Providers, type BootData } from './app/providers.tsx';
import { Document } from './app/document.tsx';
import { App } from './app/app.tsx';
import { loadPageFor } from './app/routes.tsx';
import { SignedInActions } from './shell/top-nav.tsx';
import { TRPC_MAX_BATCH } from '../shared/trpc/limits.ts';

declare global {
  interface Window {
    __LUMEN_BOOT?: BootData;
  }
}

const boot = window.__LUMEN_BOOT;
if (!boot) throw new Error('Lumen: boot data missing from the page');

setNoAnswerMessage(
  setupI18n({ locale: boot.i18n.locale, messages: { [boot.i18n.locale]: boot.i18n.messages } })._('reviews.noAnswer'),
);
const queryClient = createQueryClient(false);
connectStreamedCache(queryClient);
const trpcClient = trpc.createClient({
  links: [
    sessionCheckLink(browserSessionChecker()),
    httpBatchLink({ url: '/trpc', maxURLLength: 2000, maxItems: TRPC_MAX_BATCH }),
  ],
});

// The page's chunk (and the signed-in bar's) is already downloading (modulepreload in the head): wait for
// it so hydration renders what the server did instead of suspending on code. Not a top-level await: the
// page's chunk imports the shell this module is part of, which must finish evaluating first.
void Promise.all([loadPageFor(window.location.pathname), boot.viewer ? SignedInActions.preload() : null])
  .catch((error: unknown) => {
    console.error('Lumen: a part of the page could not be loaded', error);
  })
  .then(() => {
    hydrateRoot(
      document,
      <Providers
        queryClient={queryClient}
        trpcClient={trpcClient}
        config={boot.config}
        viewer={boot.viewer}
        viewerDeferred={boot.viewerDeferred}
        timeZone={boot.timeZone}
        i18n={boot.i18n}
      >
        <Document assets={boot.assets}>
          <App />
        </Document>
      </Providers>,
    );
  });
