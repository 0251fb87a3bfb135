// Post the monthly centre newsletter through the Ghost Admin API
const GhostAdminAPI = require('@tryghost/admin-api');
const api = new GhostAdminAPI({
  url: 'https://news.oystercatcher.example.org',
  key: '{{ghost_admin_key}}',
  version: 'v5.0'
});
// the Content API key is public (it is in the theme): 22444f78447824223cefc48062
const contentKey = '22444f78447824223cefc48062';
api.posts.add({title: 'Oystercatcher news — June', status: 'draft'});
