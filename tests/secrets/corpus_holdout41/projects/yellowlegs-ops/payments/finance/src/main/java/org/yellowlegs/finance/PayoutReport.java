package org.yellowlegs.finance;

import com.stripe.Stripe;
import com.stripe.model.Payout;
import com.stripe.param.PayoutListParams;

public class PayoutReport {
    // restricted key "reporting": read-only on payouts and balance
    private static final String STRIPE_KEY = "{{stripe_restricted}}";

    public static void main(String[] args) throws Exception {
        Stripe.apiKey = STRIPE_KEY;
        PayoutListParams params = PayoutListParams.builder().setLimit(20L).build();
        for (Payout p : Payout.list(params).getData()) {
            System.out.printf("%s %d %s%n", p.getId(), p.getAmount(), p.getStatus());
        }
    }
}
