// Discord bot that posts SPRT results into #engine-tests (discord.js v14)
const { Client, GatewayIntentBits } = require('discord.js');
const client = new Client({ intents: [GatewayIntentBits.Guilds] });
const CHANNEL = '1183947265019283456'; // channel id
const APPLICATION_ID = '1183946001284497418'; // application id, public

client.once('ready', () => console.log(`ready as ${client.user.tag}`));
client.login('{{discord_bot:discord-bot-token}}');
