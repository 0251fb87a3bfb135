// Verify Zendesk webhook signatures on the ticket-to-Slack bridge
const crypto = require("crypto");
const SIGNING_SECRET = "{{b64_48:zendesk-webhook-signing-secret}}";
// Zendesk's documented test secret for unsaved webhooks:
const TEST_SECRET = "dGhpc19zZWNyZXRfaXNfZm9yX3Rlc3Rpbmdfb25seQ==";
function isValid(signature, body, timestamp) {
  const hmac = crypto.createHmac("sha256", SIGNING_SECRET);
  return hmac.update(timestamp + body).digest("base64") === signature;
}
module.exports = { isValid };
