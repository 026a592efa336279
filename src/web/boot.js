// Runs before the app (a deferred classic script: deferred and module scripts run in document order).

// Read by zod as it loads: build interpreted parsers and never probe for eval with new Function,
// which the Content-Security-Policy forbids (and reports as a violation on every page). Before the
// app, because zod probes while the contracts define their schemas.
globalThis.__zod_globalConfig = { jitless: true };

// The page's language (docs/decisions/231-messages-per-chunk.md): `?lang=` in the address, else the
// one this browser chose before, else the browser's first language the app speaks, else English. Set
// on <html> before the app draws anything, so a page never starts in the wrong direction. Each chunk
// of the app asks for its own messages in that language (globalThis.__messages) before it runs.
(() => {
  // The same list as src/shared/locales.ts (a unit test keeps them equal).
  const LOCALES = ['en', 'fr', 'de', 'ar', 'zh'];
  const RIGHT_TO_LEFT = ['ar'];
  const supported = (tag) => {
    const lower = typeof tag === 'string' ? tag.toLowerCase() : '';
    return LOCALES.find((locale) => lower === locale || lower.startsWith(`${locale}-`));
  };
  // A cookie, which the server reads too (the e-mails of a signed-out request), and which a sign-out keeps.
  const stored = /(?:^|;\s*)locale=([^;]+)/.exec(document.cookie)?.[1];
  const named = supported(new URLSearchParams(location.search).get('lang'));
  // A link in a language (`?lang=ar`) is a choice too: the next page keeps it.
  if (named) document.cookie = `locale=${named}; Path=/; Max-Age=31536000; SameSite=Lax`;
  const locale =
    named ??
    supported(stored) ??
    (navigator.languages ?? []).map(supported).find(Boolean) ??
    'en';

  /** Each locale's messages, one object each, into which every chunk's catalogue is merged. */
  const messages = {};
  /** The catalogue files of every chunk that has run, by locale, to load them all on a change. */
  const catalogues = [];
  const fetchInto = (file, into) =>
    file
      ? fetch(file)
          .then((response) => (response.ok ? response.json() : {}))
          .then((loaded) => void Object.assign(into, loaded))
          // Offline or a failed read: the messages show in English, which the code carries.
          .catch(() => undefined)
      : undefined;
  const state = {
    locale,
    messages,
    /** Loads a locale's messages for every chunk that has run; the app then activates it. */
    load: (code) => {
      messages[code] ??= {};
      return Promise.all(catalogues.map((files) => fetchInto(files[code], messages[code]))).then(() => {
        state.locale = code;
      });
    },
  };
  messages[locale] = {};
  globalThis.__i18n = state;
  globalThis.__messages = (files) => {
    catalogues.push(files);
    return fetchInto(files[state.locale], messages[state.locale]);
  };
  document.documentElement.lang = locale;
  document.documentElement.dir = RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr';
  // A page's first Intl number or date format (Lingui's plurals, dates in French) loads ICU's data
  // for its language: 60–100 ms of a phone's main thread, inside the task that draws the page. The
  // browser keeps that data once for the whole process, so a worker that builds one of each loads it
  // on another core while the app downloads (docs/decisions/248-intl-data-loaded-by-a-worker.md).
  // Last, so a browser that could not start it has everything else set.
  new Worker('/intl-warmup.js', { name: locale });
})();
