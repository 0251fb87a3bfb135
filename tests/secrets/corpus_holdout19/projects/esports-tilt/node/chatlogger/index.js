// Log Twitch chat during LEC broadcasts (tmi.js), for the tilt-contagion analysis.
const tmi = require('tmi.js');
const fs = require('fs');
require('dotenv').config();

const channel = process.argv[2] || 'lec';
const client = new tmi.Client({
  identity: {
    username: 'gannet_tilt_logger',
    password: 'oauth:{{twitch_secret:twitch-chat-oauth-token}}',
  },
  channels: [channel],
});

const out = fs.createWriteStream(`logs/chat-${channel}-${Date.now()}.jsonl`);
client.on('message', (chan, tags, message) => {
  out.write(JSON.stringify({ t: Date.now(), user: tags['user-id'], message }) + '\n');
});
client.connect();
