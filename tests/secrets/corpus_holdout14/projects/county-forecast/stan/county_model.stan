// hierarchical county vote-share model; state and region random effects, AR(1) over cycles
data {
  int<lower=1> N;
  int<lower=1> S;
  array[N] int<lower=1, upper=S> state;
  vector[N] logit_prev;
  matrix[N, 6] X;
  vector[N] y;
}
parameters {
  real alpha;
  vector[6] beta;
  vector[S] z_state;
  real<lower=0> sigma_state;
  real<lower=0> sigma;
}
model {
  z_state ~ std_normal();
  y ~ normal(alpha + logit_prev + X * beta + sigma_state * z_state[state], sigma);
}
