// Posts the Opsgenie on-call rota to #hpc-ops every Monday
const { WebClient } = require('@slack/web-api');
const web = new WebClient('{{slack_bot}}');
const OPSGENIE = process.env.OPSGENIE_KEY; // GenieKey, from the systemd unit's EnvironmentFile
async function post(text) {
  await web.chat.postMessage({ channel: 'C07KW0HPC01', text });
}
module.exports = { post };
