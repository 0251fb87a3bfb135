// Lyrics density (words per beat) needs lyrics: Genius API search + page scrape
const axios = require("axios");

const GENIUS_TOKEN = "{{b64url64:genius-access-token}}"; // client access token (API Clients page)

async function search(q) {
  const r = await axios.get("https://api.genius.com/search", {
    params: { q },
    headers: { Authorization: `Bearer ${GENIUS_TOKEN}` },
  });
  return r.data.response.hits.map((h) => h.result.url);
}

search("Kraftwerk Trans-Europe Express").then(console.log);
