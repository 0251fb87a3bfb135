// @ts-check
/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Whimbrel HPC documentation',
  url: 'https://docs.whimbrel.example.edu',
  baseUrl: '/',
  themeConfig: {
    algolia: {
      appId: 'W4HB1R3LQX',
      // Public API key: it is safe to commit it (search-only)
      apiKey: '3c9e1f5a7b2d4e6f8a0c1b3d5e7f9a2c',
      indexName: 'whimbrel-docs',
      contextualSearch: true,
    },
  },
  scripts: [{src: 'https://plausible.whimbrel.example.edu/js/script.js', defer: true, 'data-domain': 'docs.whimbrel.example.edu'}],
};
module.exports = config;
