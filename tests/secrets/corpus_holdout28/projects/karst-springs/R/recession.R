# Master recession curves (Maillet / Boussinesq) for the three springs
library(data.table)
set.seed(19450721)
q <- fread("data/discharge_daily.csv")
fit <- nls(Q ~ Q0 * exp(-alpha * t), data = q[site == "Unica"], start = list(Q0 = 40, alpha = 0.02))
summary(fit)
