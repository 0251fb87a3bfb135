// Cross-post WordPress news items into Ghost (Admin API) so the newsletter picks them up
const GhostAdminAPI = require("@tryghost/admin-api");
const GhostContentAPI = require("@tryghost/content-api");

const admin = new GhostAdminAPI({
  url: "https://news.stilt.example.org",
  key: "{{ghost_admin_key}}",
  version: "v5.0",
});

// Content API key: read-only, public content, embedded in the site's search widget anyway
const content = new GhostContentAPI({
  url: "https://news.stilt.example.org",
  key: "22444f78447824223cefc48062",
  version: "v5.0",
});

async function crosspost(item) {
  return admin.posts.add({ title: item.title, html: item.html, status: "draft" }, { source: "html" });
}

module.exports = { crosspost, content };
