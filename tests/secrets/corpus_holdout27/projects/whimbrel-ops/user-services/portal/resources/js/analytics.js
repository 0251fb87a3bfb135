import posthog from 'posthog-js';
import * as Sentry from '@sentry/browser';

// project API key: write-only, meant for the browser
posthog.init('phc_Q2w9ErT5yU8iO1pA4sD7fG0hJ3kL6zX9cV2bN5mM8qW', {
  api_host: 'https://eu.i.posthog.com',
  person_profiles: 'identified_only',
});

Sentry.init({
  dsn: 'https://4f9c1a2b3d5e6f708192a3b4c5d6e7f8@o4508112233445566.ingest.de.sentry.io/4508112233445577',
  tracesSampleRate: 0.1,
});
