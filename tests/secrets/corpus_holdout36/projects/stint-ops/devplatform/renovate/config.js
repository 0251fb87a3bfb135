// Self-hosted Renovate for gitlab.stint.example.org (runs as the renovate-bot user)
module.exports = {
  platform: 'gitlab',
  endpoint: 'https://gitlab.stint.example.org/api/v4/',
  token: '{{gitlab}}',
  gitAuthor: 'Renovate Bot <renovate-bot@stint.example.org>',
  autodiscover: true,
  autodiscoverFilter: ['lbm/*', 'seaice/*', 'stint-ops/*'],
  onboardingConfig: { extends: ['config:recommended'] },
  hostRules: [
    {
      matchHost: 'github.com',
      token: process.env.RENOVATE_GITHUB_COM_TOKEN,
    },
    {
      matchHost: 'registry.stint.example.org',
      username: 'renovate-bot',
      // encrypted with the app's public key, decrypted by Renovate itself
      encrypted: {
        password: 'wcFMA/xDdHCJBTolAQ//YXBwbGUtcGllLWNhbm5vdC1iZS1kZWNyeXB0ZWQtd2l0aG91dC10aGUtcHJpdmF0ZS1rZXk',
      },
    },
  ],
  repositoryCache: 'enabled',
};
