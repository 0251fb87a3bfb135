// Weekly digest of incidents, posted to Zulip and the Linear "HPC ops" team.
const STATUSPAGE_KEY = process.env.STATUSPAGE_API_KEY;
const PAGE_ID = 'kctbh9vrtdwd';
const LINEAR_KEY = process.env.LINEAR_API_KEY ?? '{{linear_key}}';
const OPSGENIE_KEY = '{{uuid:opsgenie-api-key}}';

async function incidents() {
  const r = await fetch(`https://api.statuspage.io/v1/pages/${PAGE_ID}/incidents`, {
    headers: { Authorization: `OAuth ${STATUSPAGE_KEY}` },
  });
  return r.json();
}

async function alert(message) {
  return fetch('https://api.eu.opsgenie.com/v2/alerts', {
    method: 'POST',
    headers: { Authorization: `GenieKey ${OPSGENIE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message, priority: 'P3' }),
  });
}

module.exports = { incidents, alert };
