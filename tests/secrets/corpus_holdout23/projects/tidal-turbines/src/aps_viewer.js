// Autodesk Platform Services: two-legged token for the model viewer page
const axios = require('axios');

const APS_CLIENT_ID = 'qG4nTfZ8wK2vX9bR6mL1yP3sD7hJ0cAe';
const APS_CLIENT_SECRET = process.env.APS_CLIENT_SECRET || '{{alnum16:autodesk-aps-client-secret}}';

async function token() {
  const body = new URLSearchParams({ grant_type: 'client_credentials', scope: 'viewables:read' });
  const res = await axios.post('https://developer.api.autodesk.com/authentication/v2/token', body, {
    auth: { username: APS_CLIENT_ID, password: APS_CLIENT_SECRET },
  });
  return res.data.access_token;
}
module.exports = { token };
