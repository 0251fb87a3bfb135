// Recharge billing: Stripe Checkout for external (non-university) allocations
const express = require('express');
const stripe = require('stripe')(process.env.STRIPE_SECRET_KEY || '{{stripe:stripe-secret-key}}');

const app = express();
const endpointSecret = '{{stripe_whsec}}';
const publishableKey = 'pk_live_51NxEiderPubKey0aB1cD2eF3gH4iJ5kL6mN7oP8qR9sT0uV1wX2yZ3';

app.post('/webhook', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.headers['stripe-signature'], endpointSecret);
  } catch (err) {
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }
  if (event.type === 'checkout.session.completed') {
    // mark the ColdFront allocation paid
  }
  res.json({ received: true });
});

app.get('/config', (req, res) => res.json({ publishableKey }));
app.listen(4242, '127.0.0.1');
