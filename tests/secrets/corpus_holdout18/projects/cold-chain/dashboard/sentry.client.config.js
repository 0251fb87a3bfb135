import * as Sentry from "@sentry/nextjs";
// DSNs are public (they only let clients send events)
Sentry.init({
  dsn: "https://3f9a2c1b7e4d4a8f9c0b1d2e3f4a5b6c@o4507712.ingest.de.sentry.io/4508129",
  tracesSampleRate: 0.1,
});
