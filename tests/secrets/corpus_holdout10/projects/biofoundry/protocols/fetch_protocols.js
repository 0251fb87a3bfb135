// Pull the biofoundry's published protocols from protocols.io (API v4) for the run sheets.
const fetch = require('node-fetch');

const TOKEN = '{{hex64:protocols-io-access-token}}';
const WORKSPACE = 'dunlin-biofoundry';

async function protocols(page = 1) {
  const res = await fetch(`https://www.protocols.io/api/v3/workspaces/${WORKSPACE}/protocols?page_id=${page}`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  return res.json();
}

module.exports = { protocols };
