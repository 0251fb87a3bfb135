// Posts Slurm maintenance notices into ~hpc-announce as the "petrel-bot" bot account
const { Client4 } = require('@mattermost/client');

const client = new Client4();
client.setUrl('https://chat.petrel.example.edu');
client.setToken('{{mattermost_webhook:mattermost-bot-token}}');

async function announce(message) {
  await client.createPost({ channel_id: 'kx8q3fz1b7ny5e9wmp4jrcad6t', message });
}
announce(process.argv[2]);
