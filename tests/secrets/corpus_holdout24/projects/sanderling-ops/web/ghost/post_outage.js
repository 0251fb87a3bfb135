// Post a maintenance notice to the news site from the maintenance calendar
const GhostAdminAPI = require('@tryghost/admin-api');

const api = new GhostAdminAPI({
    url: 'https://news.sanderling.example.edu',
    key: '{{ghost_admin_key}}',
    version: 'v5.0'
});

// Content API key is for the public theme (read-only, published posts only)
const CONTENT_KEY = '22444f78447824223cefc48062';

async function post(title, html) {
    return api.posts.add({title, html, status: 'published', tags: ['maintenance']}, {source: 'html'});
}

post(process.argv[2], process.argv[3]).then(p => console.log(p.url));
