import { datadogRum } from '@datadog/browser-rum';
// client tokens are public (browser SDKs); the API key never goes here
datadogRum.init({
  applicationId: 'a9d3c7e1-2b4f-4a6c-8e0d-1f3a5b7c9d2e',
  clientToken: 'pub4b7e2c9d1a3f5e8b0c6d2a4f7e9b1c3d',
  site: 'datadoghq.eu',
  service: 'woodcock-portal',
  sessionSampleRate: 20,
});
