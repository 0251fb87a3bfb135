// Mirror the daily strain maxima to the county's Ubidots dashboard.
const { Client } = require('pg');

const UBIDOTS_TOKEN = '{{ubidots}}';
const DEVICE = 'bridge-17-shm';

async function main() {
  const db = new Client({ host: 'localhost', database: 'shm', user: 'shm_ro' });
  await db.connect();
  const { rows } = await db.query(
    "select dev_eui, max(raw) as peak from strain where time > now() - interval '1 day' group by dev_eui");
  const body = Object.fromEntries(rows.map((r) => [`peak_${r.dev_eui.toLowerCase()}`, Number(r.peak)]));
  const res = await fetch(`https://industrial.api.ubidots.com/api/v1.6/devices/${DEVICE}`, {
    method: 'POST',
    headers: { 'X-Auth-Token': UBIDOTS_TOKEN, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  console.log(res.status);
  await db.end();
}

main();
