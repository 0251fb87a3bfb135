library(r4ss)
# pulls data through data_logbook.R, writes data.ss, runs ss3 and plots
source("R/data_logbook.R")
r4ss::run(dir = "ss3", exe = "ss3", extras = "-nohess", skipfinished = FALSE)
out <- SS_output("ss3", verbose = FALSE)
SS_plots(out, png = TRUE, html = FALSE)
# connect: Sys.getenv("CONNECT_API_KEY"), never hard-coded here
