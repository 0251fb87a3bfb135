// Push the rendered pages into the Algolia index after each deploy (the crawler is too slow)
import { algoliasearch } from 'algoliasearch';
import { readFile } from 'node:fs/promises';

const client = algoliasearch('W4HB1R3LQX', process.env.ALGOLIA_ADMIN_API_KEY ?? '{{hex32:algolia-admin-key}}');
const records = JSON.parse(await readFile('build/search-records.json', 'utf8'));
const { taskID } = await client.saveObjects({ indexName: 'whimbrel-docs', objects: records });
await client.waitForTask({ indexName: 'whimbrel-docs', taskID });
console.log(`indexed ${records.length} records`);
