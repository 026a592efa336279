// Read by zod as it loads: build interpreted parsers and never probe for eval with new Function,
// which the Content-Security-Policy forbids (and reports as a violation on every page). A classic
// script ahead of the app's module (deferred, which keeps that order), because zod probes while the
// contracts define their schemas.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
