// B2C incentive payments after the endline visit; one call per household.
require('dotenv').config();
const axios = require('axios');

const base = 'https://api.safaricom.co.ke';

async function token() {
  const auth = Buffer.from(`${process.env.DARAJA_CONSUMER_KEY}:${process.env.DARAJA_CONSUMER_SECRET}`).toString('base64');
  const res = await axios.get(`${base}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { Authorization: `Basic ${auth}` },
  });
  return res.data.access_token;
}

// SecurityCredential is the initiator password encrypted with Safaricom's public certificate
const securityCredential = '{{b64_64:daraja-security-credential}}';

async function pay(msisdn, amount) {
  const t = await token();
  return axios.post(`${base}/mpesa/b2c/v3/paymentrequest`, {
    OriginatorConversationID: 'c7a1e5f2-9b3d-4a6e-8c1f-2d3e4f5a6b7c',
    InitiatorName: process.env.DARAJA_INITIATOR_NAME,
    SecurityCredential: securityCredential,
    CommandID: 'BusinessPayment',
    Amount: amount, PartyA: process.env.DARAJA_SHORTCODE, PartyB: msisdn,
  }, { headers: { Authorization: `Bearer ${t}` } });
}

module.exports = { pay };
