# pchandrasekar
export STRIPE_API_KEY="$(pass show finance/stripe/restricted)"
export CHARGEBEE_SITE=shrike-recharge
export PAYPAL_MODE=live
