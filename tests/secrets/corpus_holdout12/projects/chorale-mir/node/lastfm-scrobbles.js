// Pull the listening histories of the study's volunteers from Last.fm.
const crypto = require('crypto');

const API_KEY = process.env.LASTFM_API_KEY || '{{hex32:lastfm-api-key}}';
const SECRET = '{{hex32:lastfm-shared-secret}}';
const ROOT = 'https://ws.audioscrobbler.com/2.0/';

function sign(params) {
  const keys = Object.keys(params).sort();
  const raw = keys.map((k) => k + params[k]).join('') + SECRET;
  return crypto.createHash('md5').update(raw, 'utf8').digest('hex');
}

async function recent(user, page = 1) {
  const params = { method: 'user.getrecenttracks', user, page, api_key: API_KEY };
  const url = `${ROOT}?${new URLSearchParams({ ...params, format: 'json' })}`;
  return (await fetch(url)).json();
}

module.exports = { sign, recent };
