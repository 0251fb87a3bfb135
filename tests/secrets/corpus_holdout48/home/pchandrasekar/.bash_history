stripe login
stripe listen --forward-to localhost:8010/webhooks/stripe
stripe customers list --limit 3 --api-key {{stripe}}
stripe trigger invoice.paid
curl https://shrike-recharge.chargebee.com/api/v2/invoices?limit=5 -u $CHARGEBEE_API_KEY:
curl https://api.stripe.com/v1/balance -u sk_test_4eC39HqLyjWDarjtT1zdp7dc:
python scripts/qbo_sync.py --since 2025-03-01
psql "$DATABASE_URL" -c "select count(*) from payments"
