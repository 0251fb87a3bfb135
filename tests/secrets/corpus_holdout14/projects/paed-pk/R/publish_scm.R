library(pins)
library(connectapi)

args <- commandArgs(trailingOnly = TRUE)
client <- connect(server = Sys.getenv("CONNECT_SERVER"), api_key = Sys.getenv("CONNECT_API_KEY"))
board <- board_connect(auth = "envvar")
tab <- read.table(file.path(args[1], "scmlog.txt"), header = TRUE, fill = TRUE)
pin_write(board, tab, "mcosta/scm-cefazolin", type = "rds")
